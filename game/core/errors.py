"""Errors the engines raise. Both are `ValueError`s so callers can catch broadly."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The message names the rule.

    The state is unchanged when this is raised: engines validate before they mutate.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class CorruptState(ValueError):
    """A saved state that cannot be loaded: malformed, or not a legal position."""
