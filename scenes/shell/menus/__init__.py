"""Before a match: the title (choose a game) and the setup form."""
