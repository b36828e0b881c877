from ...core.bots import RandomPlay


class MediumBot(RandomPlay):
    level = "medium"


class EasyBot(RandomPlay):
    level = "easy"
