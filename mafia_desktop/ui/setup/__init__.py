"""Set-up: the players, the rules and house rules, the protocol, the mode, the rules summary and the balance advice."""
