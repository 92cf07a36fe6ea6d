"""Every file the program reads or writes, for every game.

paths.py        every path: shipped data (importlib.resources) and the user's folder (platformdirs);
                shown(): a file as status lines name it
read.py         bounded reading of a user's file: size, UTF-8, YAML/JSON depth and node count, versions
errors.py       FileProblem and one subclass per kind of file: file, line, what is wrong
yaml_lines.py   the YAML loader whose mappings, values, lists and items keep their lines
atomic_write.py a temporary file renamed over the target: the old file or the whole new one
saved_game.py   what the saves of setup and actions share: the previous copy kept, bounded reading, versions
keys.py         the unknown keys of a mapping read from a file, in words (keys of any kind)
doc_sections.py docs with sections written from the code (LANGUAGE.md's lists, the README's options)
"""
