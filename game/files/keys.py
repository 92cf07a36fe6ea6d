"""The keys of a mapping read from a file that its reader does not know, in words.

A YAML or JSON mapping may have keys of any kind (`1:`, `null:`, `true:`), which cannot be sorted
together or joined as text, so every reader names its unknown keys through here."""

from __future__ import annotations

from collections.abc import Collection, Iterable


def unknown_keys(keys: Iterable[object], *known: Collection[object]) -> list[str]:
    """The keys not in any of `known`, as text, sorted."""
    return sorted({str(key) for key in keys if not any(key in allowed for allowed in known)})
