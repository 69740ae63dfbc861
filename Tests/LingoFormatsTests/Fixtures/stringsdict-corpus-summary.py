#!/usr/bin/env python3
"""Counts what Python's plistlib sees in every .stringsdict file of ../shared/corpora.

Writes stringsdict-corpus-summary.json next to this script; StringsDictCorpusTests compares
Lingo's reader against it (the test itself does not need Python). Run it by hand when the
corpora change:

    python3 Tests/LingoFormatsTests/Fixtures/stringsdict-corpus-summary.py

Per file (path relative to the corpora folder):
  keys       top-level keys
  variables  variable dictionaries (members of a key's dictionary other than
             NSStringLocalizedFormatKey whose value is a dictionary)
  forms      plural forms (members of a variable dictionary named zero, one, two, few,
             many or other)
"""
import json
import os
import plistlib
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
CORPORA = os.environ.get("LINGO_SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
CORPORA = os.path.join(CORPORA, "corpora")
CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


def count(path):
    with open(path, "rb") as handle:
        root = plistlib.load(handle)
    keys = variables = forms = 0
    for value in root.values():
        keys += 1
        if not isinstance(value, dict):
            continue
        for name, rule in value.items():
            if name == "NSStringLocalizedFormatKey" or not isinstance(rule, dict):
                continue
            variables += 1
            forms += sum(1 for category in rule if category in CATEGORIES)
    return {"keys": keys, "variables": variables, "forms": forms}


def main():
    files = {}
    for folder, _, names in os.walk(CORPORA):
        for name in names:
            if name.endswith(".stringsdict"):
                path = os.path.join(folder, name)
                files[os.path.relpath(path, CORPORA)] = count(path)
    if not files:
        sys.exit(f"no .stringsdict files under {CORPORA}")
    totals = {field: sum(entry[field] for entry in files.values()) for field in ("keys", "variables", "forms")}
    summary = {
        "generatedBy": "Tests/LingoFormatsTests/Fixtures/stringsdict-corpus-summary.py (Python plistlib)",
        "fileCount": len(files),
        "totals": totals,
        "files": dict(sorted(files.items())),
    }
    output = os.path.join(HERE, "stringsdict-corpus-summary.json")
    with open(output, "w", encoding="utf-8") as handle:
        json.dump(summary, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    print(f"{len(files)} files, {totals}: wrote {output}")


if __name__ == "__main__":
    main()
