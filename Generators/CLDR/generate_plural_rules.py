#!/usr/bin/env python3
# This source file is part of the Lingo open source project.
# Copyright (c) 2026 The Lingo Authors. Licensed under Apache License v2.0.
# SPDX-License-Identifier: Apache-2.0
"""Compiles the CLDR plural rules in cldr-47.json to Swift source.

    python3 Generators/CLDR/generate_plural_rules.py           # writes the Swift file
    python3 Generators/CLDR/generate_plural_rules.py --check   # exit 1 if it is stale

Reads Generators/CLDR/cldr-47.json (a byte-identical copy of ../shared/cldr/cldr-47/cldr-47.json:
the cardinal and ordinal rules of 1,082 locales as babel expands them, and the language
aliases) and writes Sources/Lingo/Plural/PluralRules+Generated.swift:

- one Swift function per distinct rule set (cardinal and ordinal separately), the rules
  compiled to comparisons on `PluralOperands`; nothing is interpreted at run time;
- a locale table, one string literal decoded once, that maps a locale key (`pt_PT`, `sr`) to
  its cardinal and ordinal rule set. Keys whose rules the run-time lookup (lang_Script_Region,
  lang_Region, lang_Script, lang, then root) would find anyway are left out, and the generator
  checks that the pruned table answers exactly as the full data for every locale key, every
  script/region combination seen for a language, and every language alias.

Run-time representation the generated code relies on (see PluralOperands.swift): `i`, `f` and
`t` are UInt64, exact below 10^18 and 10^18 + (value mod 10^18) above, so a rule may only use
moduli dividing 10^18 and range bounds below 10^18; the generator checks both. `n` in a range
is "no non-zero fraction digits (t == 0) and i in the range", since ranges hold integers only.

Only the Python 3 standard library is used.
"""

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INPUT = ROOT / "Generators" / "CLDR" / "cldr-47.json"
OUTPUT = ROOT / "Sources" / "Lingo" / "Plural" / "PluralRules+Generated.swift"
SCRIPT = "Generators/CLDR/generate_plural_rules.py"

CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
LIMIT = 10**18                      # see the module docstring
OPERANDS = {"n", "i", "v", "w", "f", "t", "e", "c"}


class RuleError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Parsing rule text (babel's "i in 0,1 and v not in 0" or CLDR's "i = 0,1 and v != 0")

def tokenize(text):
    text = re.sub(r"\s*!=\s*", " not in ", text)
    text = re.sub(r"\s*=\s*", " in ", text)
    text = re.sub(r"\s*%\s*", " mod ", text)
    text = re.sub(r"\s*,\s*", ",", text)
    return text.split()


def parse_ranges(token, rule):
    ranges = []
    for item in token.split(","):
        bounds = item.split("..")
        if len(bounds) not in (1, 2) or not all(b.isdigit() for b in bounds):
            raise RuleError(f"bad range list {token!r} in {rule!r}")
        low, high = int(bounds[0]), int(bounds[-1])
        if low > high or high >= LIMIT:
            raise RuleError(f"range {item!r} in {rule!r} is empty or too large")
        ranges.append((low, high))
    return tuple(ranges)


def parse_condition(rule):
    """Returns a tuple of and-groups; each a tuple of (operand, mod, negated, ranges)."""
    tokens = tokenize(rule)
    groups, relations = [], []
    pos = 0

    def take():
        nonlocal pos
        if pos >= len(tokens):
            raise RuleError(f"unexpected end of {rule!r}")
        pos += 1
        return tokens[pos - 1]

    while True:
        operand = take()
        if operand not in OPERANDS:
            raise RuleError(f"unknown operand {operand!r} in {rule!r}")
        operand = "e" if operand == "c" else operand
        mod = None
        word = take()
        if word == "mod":
            modulus = take()
            if not modulus.isdigit() or int(modulus) == 0 or LIMIT % int(modulus) != 0:
                raise RuleError(f"modulus {modulus!r} in {rule!r} does not divide 10^18")
            mod = int(modulus)
            word = take()
        negated = word == "not"
        if negated:
            word = take()
        if word != "in":
            raise RuleError(f"expected '=', '!=', 'in' or 'not in', found {word!r} in {rule!r}")
        relations.append((operand, mod, negated, parse_ranges(take(), rule)))
        if pos == len(tokens):
            groups.append(tuple(relations))
            return tuple(groups)
        joiner = take()
        if joiner == "or":
            groups.append(tuple(relations))
            relations = []
        elif joiner != "and":
            raise RuleError(f"expected 'and' or 'or', found {joiner!r} in {rule!r}")


def parse_rule_set(rules, where):
    parsed = {}
    for category, text in rules.items():
        if category not in CATEGORIES:
            raise RuleError(f"{where}: unknown category {category!r}")
        if category == "other":
            continue  # 'other' is what remains; it never has a condition
        try:
            parsed[category] = parse_condition(text)
        except RuleError as error:
            raise RuleError(f"{where}: {error}") from None
    return tuple((c, parsed[c]) for c in CATEGORIES if c in parsed)


# ---------------------------------------------------------------------------------------------
# Rendering: CLDR notation for the doc comments, Swift for the code

def cldr_ranges(ranges):
    return ",".join(str(lo) if lo == hi else f"{lo}..{hi}" for lo, hi in ranges)


def cldr_text(condition):
    groups = []
    for group in condition:
        parts = []
        for operand, mod, negated, ranges in group:
            left = operand if mod is None else f"{operand} % {mod}"
            parts.append(f"{left} {'!=' if negated else '='} {cldr_ranges(ranges)}")
        groups.append(" and ".join(parts))
    return " or ".join(groups)


SWIFT_OPERAND = {"n": "o.i", "i": "o.i", "f": "o.f", "t": "o.t", "v": "o.v", "w": "o.w", "e": "o.c"}


def swift_membership(operand, mod, negated, ranges):
    """`x in ranges` (or not) as Swift, for an operand held exactly (n's integer test is separate)."""
    value = SWIFT_OPERAND[operand] if mod is None else f"{SWIFT_OPERAND[operand]} % {mod}"
    if negated:
        tests = [f"{value} != {lo}" if lo == hi else f"!({lo}...{hi}).contains({value})" for lo, hi in ranges]
        return " && ".join(tests), False
    tests = [f"{value} == {lo}" if lo == hi else f"({lo}...{hi}).contains({value})" for lo, hi in ranges]
    return " || ".join(tests), len(tests) > 1


def swift_group(group, parenthesize):
    """An and-group as Swift. `n` is in an integer range only when it has no non-zero fraction
    digits (t == 0) and its integer digits are in the range."""
    parts = []
    integral = any(operand == "n" and not negated for operand, _, negated, _ in group)
    if integral:
        parts.append("o.t == 0")
    for operand, mod, negated, ranges in group:
        text, is_or = swift_membership(operand, mod, negated, ranges)
        if operand == "n" and negated and not integral:
            # n != r: a fraction, or integer digits outside r.
            text, is_or = f"o.t != 0 || {text}", True
        if is_or and (len(group) > 1 or integral or parenthesize):
            text = f"({text})"
        parts.append(text)
    return " && ".join(parts)


def swift_condition(condition, indent):
    groups = [swift_group(group, False) for group in condition]
    return f"\n{indent}    || ".join(groups)


def swift_function(kind, index, rule_set, locales):
    name = f"{kind}{index}"
    languages = [key for key in locales if "_" not in key]
    shown = ", ".join(languages[:6]) + (", …" if len(languages) > 6 else "")
    lines = [f"    /// {kind.capitalize()} rule set {index}: {len(locales)} locale keys ({shown})."]
    lines.append("    ///")
    for category, condition in rule_set:
        lines.append(f"    /// - {category}: {cldr_text(condition)}")
    lines.append("    /// - other: everything else")
    lines.append("    @inline(__always)")
    lines.append(f"    static func {name}(_ o: PluralOperands) -> PluralCategory {{")
    for category, condition in rule_set:
        lines.append(f"        if {swift_condition(condition, '        ')} {{ return .{category} }}")
    lines.append("        return .other")
    lines.append("    }")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Locale keys and their lookup

def split_key(key):
    """`lang_Script_Region_VARIANT` → (lang, script, region, variants)."""
    parts = key.split("_")
    lang, rest = parts[0], parts[1:]
    script = region = None
    if rest and len(rest[0]) == 4 and rest[0].isalpha():
        script, rest = rest[0], rest[1:]
    if rest and ((len(rest[0]) == 2 and rest[0].isalpha()) or (len(rest[0]) == 3 and rest[0].isdigit())):
        region, rest = rest[0], rest[1:]
    return lang, script, region, tuple(rest)


def candidates(lang, script, region):
    """The keys PluralRules(for:) tries, most specific first (the same order as the Swift code)."""
    keys = []
    if script and region:
        keys.append(f"{lang}_{script}_{region}")
    if region:
        keys.append(f"{lang}_{region}")
    if script:
        keys.append(f"{lang}_{script}")
    keys.append(lang)
    return keys


def lookup(table, lang, script, region, root):
    for key in candidates(lang, script, region):
        if key in table:
            return table[key]
    return root


# ---------------------------------------------------------------------------------------------

def generate(data):
    cardinal, ordinal = data["cardinal"], data["ordinal"]
    if set(cardinal) != set(ordinal):
        raise RuleError("cardinal and ordinal data list different locales")

    # Distinct rule sets; index 0 is root (only `other`).
    sets = {}
    for kind, table in (("cardinal", cardinal), ("ordinal", ordinal)):
        parsed = {key: parse_rule_set(rules, f"{kind} {key}") for key, rules in table.items()}
        distinct = sorted(set(parsed.values()) - {()}, key=lambda s: (len(s), [c for c, _ in s], repr(s)))
        index = {(): 0, **{s: i + 1 for i, s in enumerate(distinct)}}
        sets[kind] = ([()] + distinct, {key: index[s] for key, s in parsed.items()})
        if len(index) > 255:
            raise RuleError(f"more than 255 {kind} rule sets")

    full = {key: (sets["cardinal"][1][key], sets["ordinal"][1][key]) for key in cardinal}
    root = (0, 0)

    # What each locale key must resolve to. A key with variants (ca_ES_VALENCIA, en_US_POSIX)
    # must agree with its variant-less form, since the run-time lookup ignores variants.
    expected = {}
    table = {}
    scripts, regions = {}, {}
    for key, value in full.items():
        lang, script, region, variants = split_key(key)
        if variants:
            base = lookup(full, lang, script, region, root)
            if base != value:
                raise RuleError(f"{key} has other rules than its variant-less form; the lookup ignores variants")
            continue
        table[key] = value
        expected[(lang, script, region)] = value
        scripts.setdefault(lang, {None}).add(script)
        regions.setdefault(lang, {None}).add(region)
    # Unseen script/region combinations resolve as the full table resolves them.
    for lang in scripts:
        for script in scripts[lang]:
            for region in regions[lang]:
                expected.setdefault((lang, script, region), lookup(table, lang, script, region, root))

    # Language aliases (iw → he, tl → fil, sh → sr_Latn, mo → ro) resolve to their target.
    aliases = 0
    for alias, target in sorted(data["language_aliases"].items()):
        if "_" in alias or alias in scripts:
            continue
        t_lang, t_script, t_region, _ = split_key(target)
        value = lookup(table, t_lang, t_script, t_region, root)
        if value != root:
            table[alias] = value
            expected[(alias, None, None)] = value
            scripts.setdefault(alias, {None})
            aliases += 1

    # Prune keys the lookup finds anyway, most specific first; check each removal.
    by_lang = {}
    for probe in expected:
        by_lang.setdefault(probe[0], []).append(probe)
    for key in sorted(table, key=lambda k: (-len(k.split("_")), k)):
        value = table.pop(key)
        lang = key.split("_")[0]
        if any(lookup(table, *probe, root) != expected[probe] for probe in by_lang[lang]):
            table[key] = value
    for probe, value in expected.items():
        if lookup(table, *probe, root) != value:
            raise RuleError(f"pruned table resolves {probe} wrongly")

    # Locales per rule set, for the doc comments (all keys of the data, not the pruned table).
    users = {kind: {} for kind in sets}
    for key, (c, o) in sorted(full.items()):
        users["cardinal"].setdefault(c, []).append(key)
        users["ordinal"].setdefault(o, []).append(key)

    return render(data, sets, users, table, aliases)


def mask(rule_set):
    bits = 1 << CATEGORIES.index("other")
    for category, _ in rule_set:
        bits |= 1 << CATEGORIES.index(category)
    return bits


def render(data, sets, users, table, aliases):
    cardinal_sets, ordinal_sets = sets["cardinal"][0], sets["ordinal"][0]
    out = []
    out.append(f"// generated by {SCRIPT} from Generators/CLDR/cldr-47.json — do not edit.")
    out.append(f"// Run `python3 {SCRIPT}` to regenerate; PluralRulesGeneratedTests fails when this file is stale.")
    out.append("//")
    out.append(f"// Source: {data['source']}.")
    out.append(f"// {len(data['cardinal'])} locale keys, {len(cardinal_sets) - 1} distinct cardinal and "
               f"{len(ordinal_sets) - 1} distinct ordinal rule sets (0 is root: only `other`);")
    out.append(f"// {len(table)} entries in the locale table ({aliases} of them language aliases).")
    out.append("")
    out.append("import LingoFormats")
    out.append("")
    out.append("extension PluralRules {")
    out.append("    /// The locale table: each line is a cardinal rule set, an ordinal rule set, and the locale keys")
    out.append("    /// (`pt_PT`, `sr`, language aliases such as `iw`) that use them. Keys the lookup")
    out.append("    /// (lang_Script_Region, lang_Region, lang_Script, lang, root) finds anyway are left out.")
    out.append("    static let localeTableText = \"\"\"")
    groups = {}
    for key, value in table.items():
        groups.setdefault(value, []).append(key)
    for (c, o), keys in sorted(groups.items()):
        line, prefix = "", f"    {c} {o}"
        for key in sorted(keys):
            if len(line) + len(key) + 1 > 100 - len(prefix):
                out.append(prefix + line)
                line = ""
            line += " " + key
        out.append(prefix + line)
    out.append("    \"\"\"")
    out.append("")
    for kind, rule_sets in (("cardinal", cardinal_sets), ("ordinal", ordinal_sets)):
        masks = [f"0x{mask(s):02X}," for s in rule_sets]
        out.append(f"    /// The categories each {kind} rule set uses: bit k is `PluralCategory` number k in CLDR order")
        out.append("    /// (zero, one, two, few, many, other).")
        out.append(f"    static let {kind}CategoryMasks: [UInt8] = [")
        for start in range(0, len(masks), 12):
            out.append("        " + " ".join(masks[start:start + 12]))
        out.append("    ]")
        out.append("")
    for kind, rule_sets in (("cardinal", cardinal_sets), ("ordinal", ordinal_sets)):
        out.append(f"    /// Selects the {kind} category with rule set `ruleSet`; an unknown index is root (`other`).")
        out.append("    @inline(__always)")
        out.append(f"    static func {kind}Category(ruleSet: UInt8, _ o: PluralOperands) -> PluralCategory {{")
        out.append("        switch ruleSet {")
        for index in range(1, len(rule_sets)):
            out.append(f"        case {index}: {kind}{index}(o)")
        out.append("        default: .other")
        out.append("        }")
        out.append("    }")
        out.append("")
    for kind, rule_sets in (("cardinal", cardinal_sets), ("ordinal", ordinal_sets)):
        for index in range(1, len(rule_sets)):
            out.append(swift_function(kind, index, rule_sets[index], users[kind].get(index, [])))
            out.append("")
    out[-1] = "}"
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the checked-in file instead of writing it; exit 1 if it differs")
    args = parser.parse_args()
    try:
        data = json.loads(INPUT.read_text(encoding="utf-8"))
        swift = generate(data)
    except (OSError, ValueError, KeyError, RuleError) as error:
        print(f"{SCRIPT}: {error}", file=sys.stderr)
        return 2
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
        if current != swift:
            print(f"{OUTPUT.relative_to(ROOT)} is stale: run python3 {SCRIPT} to regenerate", file=sys.stderr)
            return 1
        print(f"{OUTPUT.relative_to(ROOT)} is up to date")
        return 0
    OUTPUT.write_text(swift, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)} ({len(swift.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
