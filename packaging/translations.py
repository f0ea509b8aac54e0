"""Keep the translation catalogues in step with the code.

Each language has a folder of its own, ``resources/translations/<code>/``: its catalogue
(``mafia_desktop_<code>.ts``) and its translator's notes (``README.md``: the role names its groups
say, the narrator's tone). docs/translating.md says how to add one.

    python packaging/translations.py update [LANG…]   # pyside6-lupdate: new strings into every .ts (or those)
    python packaging/translations.py release [LANG…]  # pyside6-lrelease: .ts -> .qm (mafia_desktop/resources/, committed)
    python packaging/translations.py check     # list unfinished strings; exit 1 if there are any
    python packaging/translations.py pseudo OUT.qm   # a pseudo-locale: every string longer, accented
    python packaging/translations.py todo LANG OUT.json    # its unfinished strings, Russian beside them
    python packaging/translations.py fill LANG IN.json     # put translations from such a file in

Every language but English is complete; English needs only its plural forms (``-pluralonly``):
every other English string is its own source text. Translate in Qt Linguist (``pyside6-linguist``) or by editing the
.ts file, then ``release``; ``make test`` fails while a string is unfinished or a .qm is stale.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from mafia_desktop import languages  # noqa: E402  (plain Python: the registry of languages)

SOURCES = ROOT / "resources" / "translations"  # a folder per language: the catalogue translators edit (.ts)
BUILT = ROOT / "mafia_desktop" / "resources" / "translations"  # what the app loads (.qm)
#: extra lupdate arguments per language: English only needs its plural forms
LANGUAGES = {code: (["-pluralonly"] if code == "en" else []) for code in languages.codes()}
PLURAL_FORMS = {code: lang.plural_forms for code, lang in languages.LANGUAGES.items()}


def folder(lang: str) -> Path:
    """A language's own folder: its catalogue and its translator's notes."""
    return SOURCES / lang


def catalogue(lang: str, suffix: str = ".ts") -> Path:
    """A language's catalogue: its source (.ts) in its folder, or the built one (.qm) the app loads."""
    return (folder(lang) if suffix == ".ts" else BUILT) / f"mafia_desktop_{lang}{suffix}"


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "mafia_desktop").rglob("*.py"))


def tool(name: str) -> str:
    """A PySide6 tool: next to this Python first (a venv), then on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (pip install -e .)")
    return found


def update(target: Path | None = None, lang: str = "ru") -> str:
    """Run lupdate for one language (into ``target``, the shipped .ts when None); its report."""
    out = target or catalogue(lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    args = [tool("pyside6-lupdate"), *sources(), "-ts", str(out), "-no-obsolete", "-locations", "relative"]
    if not out.exists():  # a new language: lupdate gives its messages the language's plural forms
        args += ["-target-language", lang]
    done = subprocess.run([*args, *LANGUAGES[lang]], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout + done.stderr


def release(lang: str, target: Path | None = None) -> Path:
    out = target or catalogue(lang, ".qm")
    subprocess.run(
        [tool("pyside6-lrelease"), str(catalogue(lang)), "-qm", str(out)],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    return out


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    numerus: bool
    forms: tuple[str, ...]  # the translation, or its plural forms
    finished: bool


def entries(path: Path) -> list[Entry]:
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = (
                tuple(f.text or "" for f in translation.iter("numerusform"))
                if numerus
                else (translation.text or "",)
            )
            kind = translation.get("type")
            out.append(
                Entry(
                    name,
                    message.findtext("source") or "",
                    numerus,
                    forms,
                    kind not in ("unfinished", "vanished", "obsolete"),
                )
            )
    return out


def unfinished(lang: str, path: Path | None = None) -> list[Entry]:
    """Strings a speaker of ``lang`` would see untranslated (English: only its plurals count)."""
    bad = []
    for e in entries(path or catalogue(lang)):
        if lang == "en" and not e.numerus:
            continue
        complete = all(f.strip() for f in e.forms) and (not e.numerus or len(e.forms) == PLURAL_FORMS[lang])
        if not (e.finished and complete):
            bad.append(e)
    return bad


# --- the pseudo-locale: finds text that is not translated, and text that does not fit ------------------

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_KEEP = re.compile(r"(\{\w+\}|%\d|%n|<[^>]+>|&\w|\n)")


def pseudo(text: str, growth: float = 0.4) -> str:
    """``text`` accented and ``growth`` longer (German and Russian run 30-40 % longer than English),
    in brackets, with placeholders, tags and accelerators untouched.

    >>> pseudo("Seat %1: {name}"), pseudo("Hold the button to see the answer")
    ('[Šéàţ %1: {name} ~~~]', '[Ĥöļđ ţĥé ƀûţţöñ ţö šéé ţĥé àñšŵéŕ ~~~~~ ~~~~~ ~~~]')
    """
    if not text.strip():
        return text
    parts = _KEEP.split(text)
    body = "".join(p if _KEEP.fullmatch(p) else p.translate(_ACCENTED) for p in parts)
    visible = sum(len(p) for p in parts if not _KEEP.fullmatch(p))
    tildes = max(1, round(visible * growth)) if growth else 0
    pad = "".join(" ~~~~~"[: 1 + min(5, tildes - i)] for i in range(0, tildes, 5))  # words of five
    return f"[{body}{pad}]"


def write_pseudo(target: Path, growth: float = 0.4) -> Path:
    """A catalogue (.qm) of the pseudo-locale, from the Russian one's strings."""
    tree = ET.parse(catalogue("ru"))
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            forms = list(translation.iter("numerusform"))
            for form in forms:
                form.text = pseudo(source.replace("(s)", "s"), growth)
        else:
            translation.text = pseudo(source, growth)
    ts = target.with_suffix(".ts")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts), "-qm", str(target)], cwd=ROOT, capture_output=True, check=True
    )
    return target


# --- the translator's file: unfinished strings out as JSON, translations back in --------------------


def todo(lang: str) -> list[dict[str, object]]:
    """``lang``'s unfinished strings, each with what a translator needs: its context, source,
    the developer's comment, how many plural forms it takes, and the Russian (a second source)."""
    russian = {(e.context, e.source): e.forms for e in entries(catalogue("ru"))}
    out: list[dict[str, object]] = []
    for context in ET.parse(catalogue(lang)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            item: dict[str, object] = {"context": name, "source": source}
            note = " ".join(t for t in (message.findtext("comment"), message.findtext("extracomment")) if t)
            if note:
                item["comment"] = note
            if message.get("numerus") == "yes":
                item["plural_forms"] = PLURAL_FORMS[lang]
            ru = russian.get((name, source))
            if ru:
                item["ru"] = list(ru) if len(ru) > 1 else ru[0]
            out.append(item)
    return out


def fill(lang: str, items: list[dict[str, object]]) -> list[tuple[str, str]]:
    """Put ``items`` ({context, source, translation}: a text, or a list of the plural forms) into
    ``lang``'s catalogue as finished; the (context, source) pairs it did not know."""
    path = catalogue(lang)
    tree = ET.parse(path)
    wanted = {(str(i["context"]), str(i["source"])): i["translation"] for i in items}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            if key not in wanted:
                continue
            text = wanted.pop(key)
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                forms = text if isinstance(text, list) else [text] * PLURAL_FORMS[lang]
                for old in list(translation):
                    translation.remove(old)
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = str(form)
            else:
                translation.text = str(text)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    text = path.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        path.write_text(text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1), encoding="utf-8")
    update(lang=lang)  # lupdate writes the file back in its own layout
    return list(wanted)


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    chosen = [lang for lang in argv[2:] if lang in LANGUAGES] or list(LANGUAGES)  # update ru en: only those
    if command == "update":
        for lang in chosen:
            print(update(lang=lang).strip())
    elif command == "release":
        for lang in chosen:
            print(release(lang))
    elif command == "pseudo" and len(argv) > 2:
        print(write_pseudo(Path(argv[2])))
    elif command == "todo" and len(argv) > 3:
        Path(argv[3]).write_text(json.dumps(todo(argv[2]), ensure_ascii=False, indent=1), encoding="utf-8")
    elif command == "fill" and len(argv) > 3:
        unknown = fill(argv[2], json.loads(Path(argv[3]).read_text(encoding="utf-8")))
        for context, source in unknown:
            print(f"not in the catalogue: {context}: {source!r}")
        print(f"{len(unfinished(argv[2]))} unfinished")
    elif command == "check":
        missing = [(lang, e) for lang in LANGUAGES for e in unfinished(lang)]
        for lang, e in missing:
            print(f"{lang}: {e.context}: {e.source!r}")
        print(f"{len(missing)} unfinished")
        return 1 if missing else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
