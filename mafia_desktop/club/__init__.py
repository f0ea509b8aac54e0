"""The club's sport across games: ratings, the first-night compensation, tournaments and their
seating. Plain Python: no Qt, no files, no clock, no global random; the storage feeds it what
the game records say."""
