"""Role names as players know them, per preset and language (for speech and print).

The engine names roles by id and each preset by title code (inspector, sheriff, medic...); these
are the words, in English and in Russian (the club preset's home language).

>>> from mafia_desktop.engine.rules import PRESETS
>>> role_name(PRESETS["club"], "detective", "ru"), role_name(PRESETS["classic"], "detective")
('Шериф', 'Inspector')
"""

from __future__ import annotations

from typing import Final

from mafia_desktop.engine.rules import Rules
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language

# Role names as players know them (the preset's titles: inspector, sheriff...); other languages
# in the catalogues.
ROLE_NAMES: Final[dict[str, str]] = {
    "civilian": QT_TRANSLATE_NOOP("Roles", "Civilian"),
    "mafia": QT_TRANSLATE_NOOP("Roles", "Mafia"),
    "don": QT_TRANSLATE_NOOP("Roles", "Don"),
    "detective": QT_TRANSLATE_NOOP("Roles", "Detective"),
    "doctor": QT_TRANSLATE_NOOP("Roles", "Doctor"),
    "inspector": QT_TRANSLATE_NOOP("Roles", "Inspector"),
    "sheriff": QT_TRANSLATE_NOOP("Roles", "Sheriff"),
    "medic": QT_TRANSLATE_NOOP("Roles", "Medic"),
    "angel": QT_TRANSLATE_NOOP("Roles", "Angel"),
    "archangel": QT_TRANSLATE_NOOP("Roles", "Archangel"),
}


def role_name(rules: Rules, role: str, lang: str = "en") -> str:
    """The preset's name for a role, in ``lang``."""
    source = ROLE_NAMES.get(rules.title(role), ROLE_NAMES[role])
    return in_language(lang, "Roles", source)
