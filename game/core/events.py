"""Events: what happened, told to each viewer only as far as that viewer may know.

Every channel that leaves an engine (scenes, logs, bots) reads events through
`Event.view(viewer)`, so a secret (which counter was drawn or given) reaches only
its audience. `viewer=None` is the public view (spectators, kiosk, the shared log).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    public: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] = field(default_factory=dict)
    audience: tuple[int, ...] = ()

    def view(self, viewer: int | None) -> dict[str, Any]:
        """The event as `viewer` may see it: public fields, plus secrets if in the audience."""
        out: dict[str, Any] = {"kind": self.kind, **self.public}
        if viewer is not None and viewer in self.audience:
            out.update(self.secret)
        return out

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "public": self.public, "secret": self.secret,
                "audience": list(self.audience)}
