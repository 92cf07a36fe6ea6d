"""Suite-wide settings."""

from game.rules import memo

# Every reuse of a memo the engine kept (stats, static abilities in play) is checked against a
# fresh computation, and a state changed by hand without Game.invalidate() is reported.
memo.VERIFY = True
