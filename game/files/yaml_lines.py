"""YAML loaders that keep lines. `LineLoader` (card sets, decks) gives each mapping the line it
starts on; `MarkedLoader` (scenario files) keeps the line of every part: each mapping its own line
and the line of each value, each list its own line and the line of each item. So an error in a
lone value (`turn: -3`) or a list item (`field: [.., 7]`) names that value's line, not the line
of the mapping that holds it.
"""

from __future__ import annotations

from typing import Any

import yaml

BaseLoader: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class LineDict(dict[str, Any]):
    """A YAML mapping that remembers the line it started on."""

    line: int = 0


class LineLoader(BaseLoader):  # type: ignore[misc]
    def construct_mapping(self, node: Any, deep: bool = False) -> LineDict:
        mapping = LineDict(super().construct_mapping(node, deep=True))
        mapping.line = node.start_mark.line + 1
        return mapping


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, LineLoader.construct_mapping)


class MarkedDict(LineDict):
    """A mapping with its line and, in `value_lines`, the line each key's value starts on."""

    value_lines: dict[Any, int]


class LineList(list[Any]):
    """A list with the line it starts on and, in `item_lines`, the line of each item."""

    line: int = 0
    item_lines: list[int]


class MarkedLoader(LineLoader):
    def construct_mapping(self, node: Any, deep: bool = False) -> MarkedDict:
        mapping = MarkedDict(BaseLoader.construct_mapping(self, node, deep=True))
        mapping.line = node.start_mark.line + 1
        mapping.value_lines = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            if isinstance(key, list):  # an unhashable key; the mapping itself refuses it
                continue
            mapping.value_lines[key] = value_node.start_mark.line + 1
        return mapping

    def construct_line_list(self, node: Any) -> LineList:
        items = LineList(self.construct_sequence(node, deep=True))
        items.line = node.start_mark.line + 1
        items.item_lines = [item.start_mark.line + 1 for item in node.value]
        return items


MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, MarkedLoader.construct_mapping)
MarkedLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, MarkedLoader.construct_line_list)


def line_of(node: Any, part: Any = None, default: int = 0) -> int:
    """The line of `part` (a key of a mapping, an index of a list) inside node, else node's own line,
    else default."""
    if part is not None:
        lines = getattr(node, "value_lines", None)
        if isinstance(lines, dict):
            try:
                found = lines.get(part)
            except TypeError:  # an unhashable part
                found = None
            if found:
                return int(found)
        items = getattr(node, "item_lines", None)
        if isinstance(items, list) and type(part) is int and 0 <= part < len(items):
            return int(items[part])
    return int(getattr(node, "line", 0) or default)
