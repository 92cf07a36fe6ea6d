"""Suite-wide settings."""

import os

# The suite runs pure Python even where the optional compiled core was built: tests replace module
# globals, which compiled code does not see (tools/compile_core.py).
os.environ["BAKUGAN_PURE_PYTHON"] = "1"

from game.rules import memo

# Every reuse of a memo the engine kept (stats, static abilities in play) is checked against a
# fresh computation, and a state changed by hand without Game.invalidate() is reported.
memo.VERIFY = True
