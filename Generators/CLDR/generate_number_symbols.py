#!/usr/bin/env python3
# This source file is part of the Lingo open source project.
# Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
# SPDX-License-Identifier: Apache-2.0
"""Generates Sources/Lingo/Format/NumberSymbols+Generated.swift from number-symbols.json.

What Lingo needs to write numbers as Foundation's `String(format:locale:)` does, per locale:
decimal and group separators, grouping sizes, `minimumGroupingDigits`, minus and plus signs,
the exponent symbol, NaN and infinity, and the digits of the default numbering system.

    python3 Generators/CLDR/generate_number_symbols.py            # regenerate the Swift file
    python3 Generators/CLDR/generate_number_symbols.py --check    # exit 1 when it is stale
    python3 Generators/CLDR/generate_number_symbols.py --extract  # rebuild number-symbols.json

Sources, and why this combination
---------------------------------
The goal is what Apple platforms print. Foundation formats with Apple's ICU data on Apple
platforms and, on Linux, with swift-foundation-icu (ICU 76, built from Apple's ICU fork), so
Foundation on Linux is the reference a test compares against. No single CLDR release reproduces
it:

* Symbols, grouping patterns and default numbering systems come from Unicode CLDR 47 as the
  Python package babel 2.18.0 carries it (the release the plural rules and language data use).
  CLDR 47 has `ar` with Latin digits (`ar-EG` and `fa` keep native digits), `fr` with U+202F.
* `minimumGroupingDigits` is not in babel; it comes from CLDR 41's `common/main/*.xml` as
  Debian's package `unicode-cldr-core` installs them (/usr/share/unicode/cldr/common),
  inherited along CLDR's parent chain, draft "contributed" values included (ICU includes them).
* OVERRIDES below: where Apple's data differs from both (checked against Foundation on Linux
  for every locale `Locale.availableIdentifiers` lists). Newer CLDR or Apple set
  `minimumGroupingDigits` 2 for `sl`, `hu`, `it`, `ie`; Apple writes Latin digits for `bn`
  and `mr` and Indian grouping for `kn` and `ur`; and a few low-coverage locales have symbols
  from CLDR draft data that babel leaves out (`ksh`, `fur`, `oc`, `os`, ...). Each override
  applies to the locale and to every locale that inherits from it.

`--extract` needs babel 2.18.0 (`pip install babel==2.18.0`) and `unicode-cldr-core`
(`apt-get install unicode-cldr-core`, or `--cldr41 DIR` naming a `common` folder); it writes the
extracted, unmodified CLDR values to number-symbols.json, which is checked in so that
regenerating and the staleness test (`CLDRGeneratedFilesTests`) need neither.

Output: two string literals that `NumberSymbols` decodes once, on first use (big collection
literals type-check slowly): the distinct symbol sets, and the locales using each.
"""

import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
INPUT = os.path.join(HERE, "number-symbols.json")
OUTPUT = os.path.join(ROOT, "Sources", "Lingo", "Format", "NumberSymbols+Generated.swift")
GENERATOR = "Generators/CLDR/generate_number_symbols.py"
CLDR41_DEFAULT = "/usr/share/unicode/cldr/common"
LINE_WIDTH = 110

# Apple's data where it differs from CLDR 47 + CLDR 41's minimumGroupingDigits (see above).
# `ns` replaces the default numbering system; `grouping` is [primary, secondary].
OVERRIDES = {
    "az_Cyrl": {"group": ".", "decimal": ","},
    "bn": {"ns": "latn"},
    "dv": {"grouping": [3, 3]},
    "en_CH": {"group": "'"},
    "en_PL": {"group": "\u00a0"},
    "en_SK": {"exponential": "E"},
    "es_CR": {"group": "."},
    "ff_Latn_BF": {"group": "\u202f"},
    "ff_Latn_GH": {"group": ",", "decimal": "."},
    "ff_Latn_GM": {"group": ",", "decimal": "."},
    "ff_Latn_LR": {"group": ",", "decimal": "."},
    "ff_Latn_NE": {"group": ",", "decimal": "."},
    "ff_Latn_NG": {"group": ",", "decimal": "."},
    "ff_Latn_SL": {"group": ",", "decimal": "."},
    "fr_MA": {"group": "."},
    "fur": {"group": ".", "decimal": ","},
    "gez": {"group": "\u12c8"},
    "hu": {"mgd": 2},
    "ie": {"mgd": 2},
    "it": {"mgd": 2},
    "kn": {"grouping": [3, 2]},
    "kok_Deva_IN": {"grouping": [3, 2]},
    "ksh": {"group": "\u00a0", "minus": "\u2212", "decimal": ",", "exponential": "\u00d710^"},
    "lmo": {"group": "\u2019", "decimal": ","},
    "mr": {"ns": "latn"},
    "nds": {"group": ".", "decimal": ","},
    "oc": {"group": "\u00a0", "decimal": ","},
    "os": {"group": "\u00a0", "decimal": ",", "nan": "\u041d\u041d"},
    "prg": {"group": "\u00a0", "decimal": ","},
    "sd": {"decimal": "."},
    "sl": {"mgd": 2},
    "syr": {"nan": "\u0720\u071d\u072c\u00a0\u0721\u0722\u071d\u0722\u0710"},
    "szl": {"group": "\u00a0", "decimal": ","},
    "ur": {"grouping": [3, 2]},
    "vmw": {"group": ".", "decimal": ","},
    "wae": {"group": "\u2019", "decimal": ","},
    "wal": {"group": "\u2019"},
}

SYMBOLS = ["decimal", "group", "minus", "plus", "exponential", "nan", "infinity"]
BABEL_NAMES = {"decimal": "decimal", "group": "group", "minus": "minusSign", "plus": "plusSign",
               "exponential": "exponential", "nan": "nan", "infinity": "infinity"}


# --- extraction (needs babel and CLDR 41) -------------------------------------------------------

def extract(cldr41):
    import babel
    from babel import Locale, localedata
    from babel.core import get_global
    if babel.__version__ != "2.18.0":
        raise SystemExit("babel 2.18.0 is required (found %s)" % babel.__version__)
    main = os.path.join(cldr41, "main")
    if not os.path.isdir(main):
        raise SystemExit("CLDR 41 not found at %s: apt-get install unicode-cldr-core, or pass --cldr41 DIR" % cldr41)
    exceptions = get_global("parent_exceptions")
    likely = get_global("likely_subtags")

    def parent(locale):
        if locale == "root":
            return None
        if locale in exceptions:
            return exceptions[locale]
        parts = locale.split("_")
        if len(parts) == 1:
            return "root"
        if len(parts) == 2 and len(parts[1]) == 4:  # CLDR's nonlikelyScript rule
            usual = likely.get(parts[0], "").split("_")
            return parts[0] if len(usual) > 1 and usual[1] == parts[1] else "root"
        return "_".join(parts[:-1])

    minimum = {}
    for name in os.listdir(main):
        with open(os.path.join(main, name), encoding="utf-8") as f:
            match = re.search(r"<minimumGroupingDigits[^>]*>(\d)</minimumGroupingDigits>", f.read())
        if match:
            minimum[name[:-4]] = int(match.group(1))
    with open(os.path.join(cldr41, "supplemental", "numberingSystems.xml"), encoding="utf-8") as f:
        systems = f.read()
    digits = {m.group(1): html.unescape(m.group(2))[0]
              for m in re.finditer(r'<numberingSystem id="(\w+)" type="numeric" digits="([^"]+)"', systems)}

    def minimum_grouping(locale):
        while locale:
            if locale in minimum:
                return minimum[locale]
            locale = parent(locale)
        return 1

    locales, used, sets = {}, {"latn"}, []
    for identifier in sorted(set(localedata.locale_identifiers()) | {"root"}):
        if identifier == "en_US_POSIX":  # not a BCP 47 tag
            continue
        locale = Locale.parse(identifier)
        system = locale.default_numbering_system
        entry = {"parent": parent(identifier), "ns": system, "symbols": {},
                 "grouping": list(locale.decimal_formats[None].grouping), "mgd": minimum_grouping(identifier)}
        for name in sorted({system, "latn"}):
            values = dict(locale.number_symbols.get("latn", {}))
            values.update(locale.number_symbols.get(name, {}))  # a missing symbol falls back to latn's
            row = [values[BABEL_NAMES[key]] for key in SYMBOLS]
            if row not in sets:
                sets.append(row)
            entry["symbols"][name] = sets.index(row)
            used.add(name)
        locales[identifier] = entry
    return {
        "source": "Unicode CLDR 47 (babel %s) symbols and patterns; CLDR 41 (Debian unicode-cldr-core) "
                  "minimumGroupingDigits and numbering-system digits" % babel.__version__,
        "digits": {name: digits[name] for name in sorted(used)},
        "symbolFields": SYMBOLS,
        "symbolSets": sets,
        "locales": locales,
    }


# --- generation (reads number-symbols.json only) ------------------------------------------------

def resolve(data, identifier):
    """The values for `identifier`: CLDR's, with the nearest override in its chain per field."""
    entry = data["locales"][identifier]
    chain = [identifier]
    while chain[-1] != "root" and len(chain) < 10:
        chain.append(data["locales"].get(chain[-1], {}).get("parent") or "root")

    def pick(field, default):
        for locale in chain:
            if field in OVERRIDES.get(locale, {}):
                return OVERRIDES[locale][field]
        return default

    system = pick("ns", entry["ns"])
    index = entry["symbols"].get(system, entry["symbols"]["latn"])
    symbols = dict(zip(data["symbolFields"], data["symbolSets"][index]))
    values = {key: pick(key, symbols[key]) for key in SYMBOLS}
    values["grouping"] = pick("grouping", entry["grouping"])
    values["mgd"] = pick("mgd", entry["mgd"])
    values["zero"] = data["digits"][system]
    return values


def bcp47(identifier):
    """`zh_Hant_TW` → `zh-Hant-TW`, `ca_ES_VALENCIA` → `ca-ES-valencia` (LanguageTag's spelling)."""
    parts = identifier.split("_")
    return "-".join([parts[0]] + [p if len(p) == 4 and p.istitle() or len(p) <= 3 else p.lower() for p in parts[1:]])


def escape(text):
    """Swift string literal text: ASCII as is (but `\\` and `|`), everything else as \\u{...}."""
    out = []
    for char in text:
        if char in "\\|\"\n" or not (" " <= char <= "~"):
            out.append("\\u{%X}" % ord(char))
        else:
            out.append(char)
    return "".join(out)


def wrap(entries, width):
    lines, line = [], ""
    for entry in entries:
        if line and len(line) + 1 + len(entry) > width:
            lines.append(line)
            line = entry
        else:
            line = entry if not line else line + " " + entry
    if line:
        lines.append(line)
    return lines


def generate(data):
    sets, users = [], {}
    for identifier in sorted(data["locales"]):
        v = resolve(data, identifier)
        primary, secondary = v["grouping"]
        if not v["group"]:
            primary = secondary = 0
        fields = [v["decimal"], v["group"], str(primary), str(secondary), str(v["mgd"]), v["minus"], v["plus"],
                  v["exponential"], v["nan"], v["infinity"], "%X" % ord(v["zero"])]
        row = "|".join(escape(field) for field in fields)
        if row not in users:
            sets.append(row)
            users[row] = []
        users[row].append(bcp47(identifier))
    out = [
        "// This source file is part of the Lingo open source project.",
        "// Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.",
        "// SPDX-License-Identifier: Apache-2.0",
        "",
        "// NumberSymbols+Generated.swift",
        "//",
        "// Generated by %s from Generators/CLDR/number-symbols.json" % GENERATOR,
        "// (%s)," % data["source"],
        "// with the generator's overrides for Apple's data — do not edit.",
        "// Run `python3 %s` to regenerate." % GENERATOR,
        "//",
        "// %d locales, %d distinct symbol sets, %d overrides." % (len(data["locales"]), len(sets), len(OVERRIDES)),
        "",
        "extension NumberSymbols {",
        "    /// The CLDR release the symbols come from.",
        "    static let cldrVersion = \"47\"",
        "",
        "    /// Symbol sets, one a line: decimal|group|grouping size|secondary grouping size|",
        "    /// minimum grouping digits|minus|plus|exponent|NaN|infinity|zero digit (hexadecimal).",
        "    static let cldrSymbolSetsTable = \"\"\"",
    ]
    out.extend("    " + row for row in sets)
    out += [
        "    \"\"\"",
        "",
        "    /// The locales of each symbol set, one set a line, in the order of `cldrSymbolSetsTable`",
        "    /// (`root` is the fallback for every language CLDR does not know).",
        "    static let cldrLocalesTable = \"\"\"",
    ]
    for row in sets:
        names = users[row]
        lines = wrap(names, LINE_WIDTH - 4)
        out.append("    " + " \\\n    ".join(lines) if len(lines) > 1 else "    " + lines[0])
    out += ["    \"\"\"", "}"]
    return "\n".join(out) + "\n"


def dump(data):
    """JSON with one locale or symbol set a line: small, and diffs read well."""
    def one(value):
        return json.dumps(value, ensure_ascii=True, sort_keys=True)
    lines = ["{", ' "source": %s,' % one(data["source"]), ' "digits": %s,' % one(data["digits"]),
             ' "symbolFields": %s,' % one(data["symbolFields"]), ' "symbolSets": [']
    lines += ["  %s%s" % (one(row), "," if i + 1 < len(data["symbolSets"]) else "")
              for i, row in enumerate(data["symbolSets"])]
    lines += [" ],", ' "locales": {']
    names = sorted(data["locales"])
    lines += ["  %s: %s%s" % (one(name), one(data["locales"][name]), "," if i + 1 < len(names) else "")
              for i, name in enumerate(names)]
    lines += [" }", "}"]
    return "\n".join(lines) + "\n"


def main(argv):
    args = argv[1:]
    cldr41 = CLDR41_DEFAULT
    if "--cldr41" in args:
        index = args.index("--cldr41")
        cldr41 = args[index + 1]
        del args[index:index + 2]
    if "--extract" in args:
        data = extract(cldr41)
        with open(INPUT, "w", encoding="utf-8") as f:
            f.write(dump(data))
        print("wrote %s (%d locales)" % (os.path.relpath(INPUT, ROOT), len(data["locales"])))
        args.remove("--extract")
    check = "--check" in args
    unknown = [a for a in args if a != "--check"]
    if unknown:
        print("usage: generate_number_symbols.py [--extract [--cldr41 DIR]] [--check]", file=sys.stderr)
        return 2
    with open(INPUT, encoding="utf-8") as f:
        data = json.load(f)
    for locale in OVERRIDES:
        if locale not in data["locales"]:
            print("warning: override for %s, which CLDR 47 does not have" % locale, file=sys.stderr)
    text = generate(data)
    if check:
        try:
            with open(OUTPUT, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print("%s is stale: run python3 %s to regenerate" % (os.path.relpath(OUTPUT, ROOT), GENERATOR),
                  file=sys.stderr)
            return 1
        print("%s is up to date" % os.path.relpath(OUTPUT, ROOT))
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d bytes)" % (os.path.relpath(OUTPUT, ROOT), len(text.encode("utf-8"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
