from ...core.bots import RandomPlay


class HardBot(RandomPlay):
    level = "hard"
