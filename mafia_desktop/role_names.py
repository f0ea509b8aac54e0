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

# Role names as players know them, per language (the preset's titles: inspector, sheriff...).
ROLE_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "civilian": "Civilian",
        "mafia": "Mafia",
        "don": "Don",
        "detective": "Detective",
        "doctor": "Doctor",
        "inspector": "Inspector",
        "sheriff": "Sheriff",
        "medic": "Medic",
        "angel": "Angel",
        "archangel": "Archangel",
    },
    "ru": {
        "civilian": "Мирный житель",
        "mafia": "Мафия",
        "don": "Дон",
        "detective": "Детектив",
        "doctor": "Доктор",
        "inspector": "Комиссар",
        "sheriff": "Шериф",
        "medic": "Доктор",
        "angel": "Ангел",
        "archangel": "Архангел",
    },
}


def role_name(rules: Rules, role: str, lang: str = "en") -> str:
    """The preset's name for a role, in ``lang``."""
    return ROLE_NAMES[lang].get(rules.title(role), ROLE_NAMES[lang][role])
