"""The screen machinery: the base Scene, the stack that runs them, where presses may land,
messages."""
