"""The table screen, made of parts (the step's buttons, clocks, log, narration, private host, board feed, undo), its controller and the referee console."""
