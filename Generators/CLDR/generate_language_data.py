#!/usr/bin/env python3
# This source file is part of the Lingo open source project.
# Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
# SPDX-License-Identifier: Apache-2.0
"""Generates Sources/Lingo/Language/CLDRLanguageData+Generated.swift from cldr-47.json.

Input: Generators/CLDR/cldr-47.json, a byte-identical copy of ../shared/cldr/cldr-47/cldr-47.json
(Unicode CLDR 47 read through babel 2.18.0). The plural-rules generator reads the same copy;
do not edit it.

Output: one Swift file holding CLDR's likely subtags, parent locales and aliases, each table a
single string literal that `CLDRLanguageData` decodes once, on first use (big collection
literals type-check slowly; a string literal compiles instantly).

    python3 Generators/CLDR/generate_language_data.py           # regenerate
    python3 Generators/CLDR/generate_language_data.py --check   # exit 1 when the file is stale

Derived data: babel's `parentLocales` omits CLDR's root parents. Since CLDR 45 those follow
one rule (`localeRules="nonlikelyScript"` in supplementalData.xml): a locale of the form
language_Script whose script is not the language's likely script has root as its parent
(zh_Hant, sr_Latn, az_Cyrl, ...). The Swift runtime applies that rule to every tag; this
generator lists the CLDR 47 locales it covers in the banner for reference, and, when
../shared/cldr/cldr-41/supplementalData.xml is present, checks that every root parent CLDR 41
lists explicitly is one the rule gives.
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
INPUT = os.path.join(HERE, "cldr-47.json")
OUTPUT = os.path.join(ROOT, "Sources", "Lingo", "Language", "CLDRLanguageData+Generated.swift")
CLDR41_SUPPLEMENTAL = os.path.join(os.path.dirname(ROOT), "shared", "cldr", "cldr-41", "supplementalData.xml")

LINE_WIDTH = 110


def bcp47(locale_id):
    """`zh_Hant_TW` → `zh-Hant-TW` (CLDR ids already use canonical case)."""
    return locale_id.replace("_", "-")


def is_region(subtag):
    return (len(subtag) == 2 and subtag.isalpha()) or (len(subtag) == 3 and subtag.isdigit())


def wrap(entries):
    """Entries separated by spaces, broken into lines of at most LINE_WIDTH characters."""
    lines, line = [], ""
    for entry in entries:
        if line and len(line) + 1 + len(entry) > LINE_WIDTH:
            lines.append(line)
            line = entry
        else:
            line = entry if not line else line + " " + entry
    if line:
        lines.append(line)
    return lines


def literal(name, doc, entries):
    for entry in entries:
        assert re.fullmatch(r"[A-Za-z0-9=+\-]+", entry), entry
    out = []
    for line in doc:
        out.append("    /// " + line if line else "    ///")
    out.append("    static let %s = \"\"\"" % name)
    out.extend("    " + line for line in wrap(entries))
    out.append("    \"\"\"")
    return out


def likely_script(likely, language):
    value = likely.get(language)
    return value.split("_")[1] if value else None


def split_likely(likely):
    """Likely subtags as (pairs, grouped tokens): a bare language whose value keeps it
    (`aaa` → `aaa_Latn_NG`) goes into its `Script-Region` group; every other entry stays a
    `from=to` pair. Groups and the languages in them are sorted."""
    pairs, groups = [], {}
    for key, value in sorted(likely.items()):
        parts = value.split("_")
        if "_" not in key and len(parts) == 3 and parts[0] == key:
            groups.setdefault("%s-%s" % (parts[1], parts[2]), []).append(key)
        else:
            pairs.append("%s=%s" % (bcp47(key), bcp47(value)))
    tokens = []
    for header in sorted(groups):
        assert re.fullmatch(r"[A-Z][a-z]{3}-(?:[A-Z]{2}|[0-9]{3})", header), header
        assert all(re.fullmatch(r"[a-z]{2,8}", language) for language in groups[header]), header
        tokens.append(header)
        tokens.extend(groups[header])
    return pairs, tokens


def nonlikely_script_locales(data):
    """CLDR 47 locales of the form language_Script whose script is not the likely one."""
    likely = data["likelySubtags"]
    result = []
    for locale in sorted(data["cardinal"]):
        parts = locale.split("_")
        if len(parts) == 2 and len(parts[1]) == 4 and locale not in data["parentLocales"]:
            script = likely_script(likely, parts[0])
            if script is not None and script != parts[1]:
                result.append(locale)
    return result


def check_against_cldr41(data):
    """Every root parent CLDR 41 lists must follow from the nonlikelyScript rule on CLDR 47 data."""
    if not os.path.exists(CLDR41_SUPPLEMENTAL):
        return []
    with open(CLDR41_SUPPLEMENTAL, encoding="utf-8") as f:
        xml = f.read()
    match = re.search(r'<parentLocale parent="root" locales="([^"]*)"', xml)
    if not match:
        return ["no root parentLocale element in " + CLDR41_SUPPLEMENTAL]
    problems = []
    likely = data["likelySubtags"]
    for locale in match.group(1).split():
        language, script = locale.split("_")
        if data["parentLocales"].get(locale):
            problems.append("%s: CLDR 41 says root, CLDR 47 says %s" % (locale, data["parentLocales"][locale]))
        elif likely_script(likely, language) == script:
            problems.append("%s: %s is %s's likely script in CLDR 47" % (locale, script, language))
    return problems


def generate(data):
    likely = data["likelySubtags"]
    parents = data["parentLocales"]

    likely_entries = ["%s=%s" % (bcp47(k), bcp47(v)) for k, v in sorted(likely.items())]
    likely_pairs, likely_groups = split_likely(likely)
    parent_entries = ["%s=%s" % (bcp47(k), bcp47(v)) for k, v in sorted(parents.items())]
    language_entries = ["%s=%s" % (k, bcp47(v)) for k, v in sorted(data["language_aliases"].items())]
    # Only aliases that can appear in a BCP 47 tag: two letters or three digits (not ISO alpha-3).
    territory_entries = ["%s=%s" % (k, "+".join(v)) for k, v in sorted(data["territory_aliases"].items())
                         if is_region(k)]
    script_entries = ["%s=%s" % (k, v) for k, v in sorted(data["script_aliases"].items())]
    variant_entries = ["%s=%s" % (k, v) for k, v in sorted(data["variant_aliases"].items())]
    roots = nonlikely_script_locales(data)

    out = [
        "// CLDRLanguageData+Generated.swift",
        "//",
        "// Generated by Generators/CLDR/generate_language_data.py from Generators/CLDR/cldr-47.json",
        "// (%s) — do not edit." % data["source"],
        "// Run `python3 Generators/CLDR/generate_language_data.py` to regenerate.",
        "//",
        "// %d likely subtags, %d parent locales, %d language, %d territory, %d script and %d variant aliases."
        % (len(likely_entries), len(parent_entries), len(language_entries), len(territory_entries),
           len(script_entries), len(variant_entries)),
        "// Root parents are not listed: CLDR's nonlikelyScript rule gives them (see LanguageTag+CLDR.swift).",
        "// In CLDR 47 the rule covers %d locales:" % len(roots),
    ]
    out.extend("//   " + line for line in wrap([bcp47(r) for r in roots]))
    out += [
        "",
        "extension CLDRLanguageData {",
        "    /// The CLDR release these tables come from.",
        "    static let cldrVersion = \"47\"",
        "",
    ]
    out += literal("likelySubtagsTable", [
        "Likely subtags that `likelySubtagsByScriptAndRegionTable` does not hold: `from=to` pairs",
        "separated by white space (`und-HK=zh-Hant-HK`, `zh-TW=zh-Hant-TW`).",
    ], likely_pairs)
    out.append("")
    out += literal("likelySubtagsByScriptAndRegionTable", [
        "Likely subtags of bare languages that keep their language (`aaa` → `aaa-Latn-NG`), most of",
        "the table, grouped: a `Script-Region` token, then the languages it completes (`Latn-NG aaa",
        "aab ...`). Each language is written once instead of twice with the script and region.",
    ], likely_groups)
    out.append("")
    out += literal("parentLocalesTable", [
        "Parent locales other than root: `child=parent` (`en-IN=en-001`, `zh-Hant-MO=zh-Hant-HK`).",
    ], parent_entries)
    out.append("")
    out += literal("languageAliasesTable", [
        "Language aliases: `alias=replacement`; a replacement may carry a script or a region",
        "(`iw=he`, `sh=sr-Latn`, `cnr=sr-ME`).",
    ], language_entries)
    out.append("")
    out += literal("territoryAliasesTable", [
        "Deprecated region codes: `alias=replacement`, several replacements joined by `+`",
        "(`UK=GB`, `YU=RS+ME`).",
    ], territory_entries)
    out.append("")
    out += literal("scriptAliasesTable", ["Script aliases: `alias=replacement`."], script_entries)
    out.append("")
    out += literal("variantAliasesTable", ["Variant aliases: `alias=replacement`."], variant_entries)
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv):
    check = "--check" in argv[1:]
    unknown = [a for a in argv[1:] if a != "--check"]
    if unknown:
        print("usage: generate_language_data.py [--check]", file=sys.stderr)
        return 2
    with open(INPUT, encoding="utf-8") as f:
        data = json.load(f)
    problems = check_against_cldr41(data)
    for problem in problems:
        print("warning: root parent rule: " + problem, file=sys.stderr)
    text = generate(data)
    if check:
        try:
            with open(OUTPUT, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print("%s is stale: run python3 Generators/CLDR/generate_language_data.py to regenerate"
                  % os.path.relpath(OUTPUT, ROOT), file=sys.stderr)
            return 1
        print("%s is up to date" % os.path.relpath(OUTPUT, ROOT))
        return 0
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s (%d bytes)" % (os.path.relpath(OUTPUT, ROOT), len(text.encode("utf-8"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
