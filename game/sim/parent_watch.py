"""A worker process that outlives its parent plays on for nobody: after `kill -9` of the parent
the pool's workers would be orphans. Each worker watches its parent's id from a daemon thread and
exits when it changes (re-parented to init or a subreaper)."""

from __future__ import annotations

import os
import signal
import threading
import time

POLL_SECONDS = 0.5


def exit_with_parent(poll: float = POLL_SECONDS) -> None:
    """Start watching (once per process): the process exits at once when its parent is gone."""
    if any(t.name == "parent-watch" for t in threading.enumerate()):
        return
    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(poll)
            if os.getppid() != parent:
                os._exit(1)  # no cleanup owed: the games are kept by the parent, which is gone

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def quiet_worker() -> None:
    """Process-pool initializer: Ctrl-C is handled by the parent, which keeps finished games, and
    the worker exits with its parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    exit_with_parent()
