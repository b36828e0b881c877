"""Phones as private screens (issue 25, docs/phones.md): each human seat's private view and
choices on its own phone's browser, joined by a QR code. No pygame here, and no game
package: descriptions come from `game.core.phone` through each game's plugin."""
