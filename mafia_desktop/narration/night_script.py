"""The night script: every line the narrator may speak, per rule set and language, as data.

Each preset's text says its night in its own words: the club's host calls «Просыпается Дон, Дон
ищет Шерифа», the youth leader says "Mafia only open your eyes", Kuba's referee reads the names of
the living while the mafia sign with their eyes shut. :data:`NIGHT_SCRIPTS` holds one
:class:`NightScript` per preset, keyed by the preset id; the rules' ``preset`` picks it, so a
house-ruled game keeps its preset's words, with the role titles its rules give (``{role}``). What
the rules decide (how the mafia shoot, which roles are dealt, what the morning turns up) picks the
line within the script; no preset is named anywhere else in the code.

Every English line is a catalogue source (context "Narration"); the Russian is its translation.
The club's text is Russian: its Russian lines are the text's own words and the English a faithful
translation. Each line keeps the sentence of the rule text it follows (``seed``), shown beside it
in docs/night-scripts.md (``docs/make_night_scripts.py``).

A line calls a role or speaks to everyone, and in the morning names the dead (by seat number where
the club does) and, where the rules turn it up, a dead player's card. A line never puts a living
player's name beside a role, and the lines and their order are the same whether a role is alive or
dead.

>>> from mafia_desktop.engine.rules import PRESETS
>>> [l.text for l in night_lines(PRESETS["youth"], meeting=False, dealt={"mafia", "doctor"})][:3]
['Everyone shut your eyes now.', 'Mafia only open your eyes.', 'Mafia, close your eyes.']
>>> called_list_opening(PRESETS["club"], "ru").text
'Внимание, Мафия! Мафия проходит мимо игроков...'
>>> seat_call(PRESETS["club"], 3, "Cid", "ru").text, seat_call(PRESETS["classic"], 3, "Cid").text
('Третий.', 'Seat 3, Cid.')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from mafia_desktop import i18n, languages, phrases
from mafia_desktop.engine.events import (
    Death,
    Event,
    NoKill,
    NoVote,
    Reveal,
    Saved,
    SpeechLost,
    SpeechShortened,
)
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, acts_of_call
from mafia_desktop.engine.rules import Rules
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language
from mafia_desktop.narration import spoken_words
from mafia_desktop.table.night_plan import night_calls

LANGUAGES: Final = languages.codes()


@dataclass(frozen=True)
class Line:
    """One spoken line. ``call`` is the role it wakes or puts to sleep (None: everyone); ``seed``
    the sentence of the rule text it follows ("" where the text is silent)."""

    key: str  # sleep_all, wake, sleep, meet, called_list, seat, morning, victim, no_kill, saved, card, ...
    text: str
    call: str | None = None
    seed: str = field(default="", compare=False)
    said: str = ""  # the words the voice is given, where they differ from the caption (a name)

    @property
    def speech(self) -> str:
        """What the voice says (and the speech cache keeps): the caption, with every name as
        the voice can say it (:func:`spoken_name`)."""
        return self.said or self.text


@dataclass(frozen=True)
class Said:
    """A line of a script: its English source (``{role}``, ``{finds}``, ``{name}``, ``{seat}`` and
    ``{seat_word}`` are filled when it is said) and the sentence of the rule text it follows, short
    ("" where the text is silent; a note in brackets where the line comes from elsewhere)."""

    text: str
    seed: str = ""


@dataclass(frozen=True)
class Call:
    """What wakes one call of the night, and what puts it back to sleep (None: nothing is said)."""

    wake: Said
    sleep: Said | None = None


@dataclass(frozen=True)
class NightScript:
    """One rule set's night, every line of it. The mafia's call is ``kill_list`` where each mafioso
    shoots alone, eyes shut, to the seats the host calls (``seat``, one a seat), and ``kill_team``
    where they open their eyes and agree on one victim. ``calls`` holds the words the text gives one
    call; any other call is worded by what its act's kind names as its ``narration`` (``check``: is
    this player mafia?, ``look_for``: is this player a given role?, ``protect``, ``attack``,
    ``visit``, ``guard``)."""

    source: str  # the rule text, as docs/night-scripts.md names it
    night: Said  # night falls: everyone shuts their eyes
    meet: Call  # the meeting night: the mafia see each other; no one is killed
    meet_host: Call  # the meeting night: a checking role meets the host
    kill_list: Call
    seat: Said
    kill_team: Call
    check: Call
    look_for: Call
    protect: Call
    attack: Call  # a lone killer (the Maniac)
    visit: Call  # the Lover
    guard: Call  # the Bodyguard
    morning: Said  # everyone opens their eyes
    victim: Said  # the night's victim ({name}, {seat})
    no_kill: Said  # no one died
    saved: Said  # no one died: the protector ({role}) saved the victim
    card: Said  # a dead player's card turned up ({name}, {seat}, {role})
    calls: Mapping[str, Call] = field(default_factory=dict)
    #: the victim where the kill may not be the mafia's (a lone killer, a guard dealt), if the
    #: script's own ``victim`` names the mafia as the killers
    victim_by_anyone: Said | None = None


def _s(text: str, seed: str = "") -> Said:
    return Said(text, seed)


# Said in every rule set: the laptop goes round in pass-and-play (the app's own line).
PASS_ROUND: Final = _s(QT_TRANSLATE_NOOP("Narration", "Pass the laptop round the circle, one by one."))
# Said in every rule set as night falls when the laptop goes round: the player who takes it keeps
# their eyes open (never "everyone, close your eyes"), the others look away (the app's own line).
PASS_NIGHT: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "Night falls. Whoever does not hold the laptop, look away from it.")
)

# Said in every rule set in the morning where someone besides the mafia may kill at night (a lone
# killer) or die in the victim's place (a guard): the morning never says whose the kill was.
VICTIM_NIGHT: Final = _s(QT_TRANSLATE_NOOP("Narration", "{name} was killed in the night."))

# Said in every rule set when the host steps back from a role that was woken (it may not have
# acted: no thanks), before the role before it is called again (the app's own line).
BACK_SLEEP: Final = _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes again: one step back."))

# Said in every rule set in the morning after the Lover's visit (the app's own line).
NO_VOTE: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "{name} spent the night with the {role} and may not vote today.")
)

# The club's sport, said in every rule set that keeps score (the app's own lines).
FOUL_THIRD: Final = _s(QT_TRANSLATE_NOOP("Narration", "{name}, a third foul: you lose your next speech."))
FOUL_THIRD_TODAY: Final = _s(QT_TRANSLATE_NOOP("Narration", "{name}, a third foul: you lose today's speech."))
FOUL_FOURTH: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "{name}, a fourth foul: you leave the game, without last words.")
)
SPEECH_LOST: Final = _s(QT_TRANSLATE_NOOP("Narration", "{name} has three fouls and loses this speech."))
# the federation's third foul (the rules' third_foul = half_speech): half the speech, not all of it
FOUL_THIRD_HALF: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "{name}, a third foul: your next speech is half its time.")
)
SPEECH_SHORT: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "{name} has three fouls: this speech is half its time.")
)
BEST_MOVE: Final = _s(
    QT_TRANSLATE_NOOP("Narration", "{name}, your best move: name the three players you think are mafia.")
)

# Shared where two texts are silent in the same way.
_SEAT = _s(QT_TRANSLATE_NOOP("Narration", "Seat {seat}, {name}."))
_LIST_SHUT = _s(
    QT_TRANSLATE_NOOP(
        "Narration", "{role}, keep your eyes shut: make your sign when I call your victim's seat."
    )
)
_CARD = _s(QT_TRANSLATE_NOOP("Narration", "{name}'s card: {role}."))
# Said in every rule set to wake a call with several acts, one or the other (the app's own line).
CHOICE: Final = _s(QT_TRANSLATE_NOOP("Narration", "{role}, open your eyes: tonight you may {choices}."))


NIGHT_SCRIPTS: Final[Mapping[str, NightScript]] = {
    # Seed 000: András Kuba, "The rules of the game Mafia" (1997).
    "classic": NightScript(
        source="seed 000 (András Kuba, 1997)",
        night=_s(
            QT_TRANSLATE_NOOP("Narration", "Everyone sleep: close your eyes, bow your head and be silent."),
            'the referee requests the players to "sleep" in silence with closed eyes and bowed head',
        ),
        meet=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role}, look up and recognise each other."),
                "the referee order the members of the mafia to look up and recognise each other",
            ),
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role}, sleep again."),
                "the referee requests the criminals to sleep again",
            ),
        ),
        meet_host=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and meet the referee.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        kill_list=Call(
            _s(
                QT_TRANSLATE_NOOP(
                    "Narration",
                    "{role}, keep your heads down and your eyes shut. I will read the names of the "
                    "living: make your sign at your victim's name.",
                ),
                "the referee lists the names of the players … The criminals have to make a "
                "well-visible sign when they hear their victim's name … the mafia members cannot "
                "raise their head or open their eyes",
            ),
        ),
        seat=Said(_SEAT.text, 'Every "living" player\'s name have to be mentioned.'),
        kill_team=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and agree on your victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        check=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role}, look up and check someone."),
                'the referee should call the inspector to look up and "check someone"',
            ),
            _s(
                QT_TRANSLATE_NOOP("Narration", "Everyone sleep."),
                'After informing the inspector the referee orders everyone to "sleep"',
            ),
        ),
        look_for=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and look for the {finds}.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        protect=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and protect someone.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        attack=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and choose your victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        visit=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and choose whom to spend the night with.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        guard=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, look up and guard someone.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, sleep.")),
        ),
        morning=_s(
            QT_TRANSLATE_NOOP(
                "Narration", "The night is over: everyone, open your eyes and raise your head."
            ),
            "says that the night is over and everyone can open his eyes and raise his head",
        ),
        victim=_s(
            QT_TRANSLATE_NOOP("Narration", "The mafia have killed {name}."),
            "If the mafia have killed someone succesfully the referee have to tell it now the players.",
        ),
        no_kill=_s(QT_TRANSLATE_NOOP("Narration", "The mafia have killed no one.")),
        victim_by_anyone=VICTIM_NIGHT,
        saved=_s(
            QT_TRANSLATE_NOOP("Narration", "The mafia have killed no one: the {role} saved the victim.")
        ),
        card=_CARD,
    ),
    # Seed 001: "Mafia", a youth-group game sent in by Jon Hyde.
    "youth": NightScript(
        source="seed 001 (Jon Hyde's youth group)",
        night=_s(
            QT_TRANSLATE_NOOP("Narration", "Everyone shut your eyes now."),
            "everyone must shut their eyes now",
        ),
        meet=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes and look at each other.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        meet_host=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes and meet the leader.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        kill_list=Call(_LIST_SHUT),
        seat=_SEAT,
        kill_team=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes."),
                "You then say ‘Mafia only open your eyes’.",
            ),
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."), "you get them to close their eyes"
            ),
        ),
        check=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes."),
                "Then you say ‘Detective only open your eyes’.",
            ),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."), "They then close their eyes."),
        ),
        look_for=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        protect=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes."),
                "Then you say ‘Medic only open your eyes’.",
            ),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."), "The medic closes their eyes"),
        ),
        attack=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        visit=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        guard=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} only open your eyes.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes.")),
        ),
        morning=_s(
            QT_TRANSLATE_NOOP("Narration", "Everyone open your eyes."),
            "After the Medic closes their eyes, you then say ‘everyone open your eyes’",
        ),
        victim=_s(
            QT_TRANSLATE_NOOP("Narration", "{name}, you have been killed."),
            "you then tell that person that they have been killed",
        ),
        no_kill=_s(QT_TRANSLATE_NOOP("Narration", "No-one was killed.")),
        saved=_s(
            QT_TRANSLATE_NOOP("Narration", "No-one was killed, the {role} was successful."),
            "‘No-one was killed, the Medic was successful’",
        ),
        card=_CARD,
    ),
    # Seed 002: Russian club rules for ten numbered seats (in Russian: the Russian lines are its words).
    "club": NightScript(
        source="seed 002 (Russian club rules)",
        night=_s(QT_TRANSLATE_NOOP("Narration", "Night falls."), "После первого круга вновь наступает ночь."),
        meet=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up."), "ведущий объявляет: «Просыпается мафия»"),
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} goes to sleep."), "ведущий объявляет: «Мафия засыпает»"
            ),
        ),
        meet_host=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up."), "Ведущий объявляет: «Просыпается Шериф»"),
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} goes to sleep."), "Ведущий объявляет: «Шериф засыпает»"
            ),
        ),
        kill_list=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "Attention, {role}! {role} walks past the players..."),
                "Ведущий объявляет: «Внимание Мафия! Мафия проходит мимо игроков...»",
            ),
            _s(
                QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep."),
                "Ведущий объявляет: «Спасибо Мафия! Мафия засыпает»",
            ),
        ),
        seat=_s(QT_TRANSLATE_NOOP("Narration", "Seat {seat_word}."), "Объявляет номера игроков по очереди"),
        kill_team=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} chooses a victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        check=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} looks for the Mafia."),
                "Ведущий объявляет: «Просыпается Шериф, Шериф ищет Мафию»",
            ),
            _s(
                QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep."),
                "Ведущий объявляет: «Спасибо Шериф! Шериф засыпает»",
            ),
        ),
        look_for=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} looks for: {finds}.")),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        protect=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} chooses whom to protect.")),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        attack=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} chooses a victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        visit=Call(
            _s(
                QT_TRANSLATE_NOOP(
                    "Narration", "{role} wakes up, {role} chooses whom to spend the night with."
                )
            ),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        guard=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} chooses whom to guard.")),
            _s(QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep.")),
        ),
        morning=_s(QT_TRANSLATE_NOOP("Narration", "Morning comes!"), "Ведущий объявляет: «Наступает утро!»"),
        victim=_s(
            QT_TRANSLATE_NOOP("Narration", "This morning is not a good one: player number {seat} leaves us."),
            "«Ведущий» объявляет, что утро у нас не доброе и нас покидает игрок №..",
        ),
        no_kill=_s(
            QT_TRANSLATE_NOOP("Narration", "This morning is a good one."),
            "Если «Мафия» промахнулась … «Ведущий» объявляет, что утро у нас доброе.",
        ),
        saved=_s(QT_TRANSLATE_NOOP("Narration", "This morning is a good one: the {role} saved the player.")),
        card=_s(QT_TRANSLATE_NOOP("Narration", "The card of player number {seat}: {role}.")),
        calls={
            "don": Call(
                _s(
                    QT_TRANSLATE_NOOP("Narration", "{role} wakes up, {role} looks for the Sheriff."),
                    "Ведущий объявляет: «Просыпается Дон, Дон ищет Шерифа»",
                ),
                _s(
                    QT_TRANSLATE_NOOP("Narration", "Thank you, {role}! {role} goes to sleep."),
                    "Ведущий объявляет: «Спасибо Дон! Дон засыпает»",
                ),
            ),
        },
    ),
    # Seed 003: the second half of the Princeton Graduate College "Rules of Mafia".
    "angel": NightScript(
        source='seed 003 (Princeton "Rules of Mafia", second half)',
        night=_s(
            QT_TRANSLATE_NOOP("Narration", "Night falls. Everyone, close your eyes."),
            "Then, night falls and the moderator shall ask everyone to close his eyes.",
        ),
        meet=Call(
            _s(
                QT_TRANSLATE_NOOP(
                    "Narration", "{role}, wake up and look at each other. No one is killed tonight."
                )
            ),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        meet_host=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and meet the host.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        kill_list=Call(_LIST_SHUT),
        seat=_SEAT,
        kill_team=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose your victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        check=Call(
            _s(
                QT_TRANSLATE_NOOP("Narration", "{role}, wake up and ask about one player."),
                "(the full rules: the angel asks the moderator about one player a night)",
            ),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        look_for=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and look for the {finds}.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        protect=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to protect.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        attack=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose your victim.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        visit=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to spend the night with.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        guard=Call(
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to guard.")),
            _s(QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep.")),
        ),
        morning=_s(
            QT_TRANSLATE_NOOP("Narration", "Everyone, wake up."),
            "the moderator shall ask everyone to wake up.",
        ),
        victim=_s(
            QT_TRANSLATE_NOOP("Narration", "{name} was killed in the night."),
            "the moderator identifies who (if anyone) was killed in the night.",
        ),
        no_kill=_s(
            QT_TRANSLATE_NOOP("Narration", "No one was killed in the night."),
            "the moderator identifies who (if anyone) was killed in the night.",
        ),
        saved=_s(
            QT_TRANSLATE_NOOP("Narration", "No one was killed in the night: the {role} saved the victim.")
        ),
        card=_s(
            QT_TRANSLATE_NOOP("Narration", "{name}, turn your card face up: {role}."),
            "The person assassinated by the mafia shall turn over his card (face up) on the table.",
        ),
    ),
}


def script_for(rules: Rules) -> NightScript:
    """The script of the rules' preset (a house-ruled game keeps its preset's words)."""
    return NIGHT_SCRIPTS[rules.preset]


def calls_the_list(rules: Rules) -> bool:
    """Whether the mafia shoot with eyes shut, each alone, to the seats the host calls (every kill
    rule but the team's one agreed victim)."""
    return rules.kill != "team"


# --- seat numbers and names, as the voice says them ------------------------------------------------


def seat_word(seat: int, lang: str) -> str:
    """A seat number (1-50) as a host of ``lang`` calls it (:func:`spoken_words.seat_word`):
    English "twenty-one", Russian the ordinal «двадцать первый». Other numbers stay figures.

    >>> seat_word(21, "en"), seat_word(21, "ru"), seat_word(51, "ru")
    ('twenty-one', 'двадцать первый', '51')
    """
    return spoken_words.seat_word(seat, lang)


# Where a name has no letters the voice can read (a name in a script no table knows, an emoji),
# the player is named by seat: the caption keeps the name.
BY_SEAT = _s(QT_TRANSLATE_NOOP("Narration", "player {seat}"))


def spoken_name(name: str, seat: object, lang: str) -> str:
    """``name`` as the voice of ``lang`` can say it (:func:`spoken_words.spoken_words`): marks and
    signs dropped, accents its voice does not read taken off (José stays José in Spanish), a
    name in another script transliterated (Cyrillic for English, Latin for Russian, either for
    Persian), a word in capitals said as a name (ANNA: Anna); a name with nothing the voice can
    read is replaced by its seat ("player 3", «номер 3»).

    >>> spoken_name("Анна", 1, "en"), spoken_name("José", 2, "en"), spoken_name("Ann", 3, "ru")
    ('Anna', 'Jose', 'Анн')
    >>> spoken_name("李", 4, "en"), spoken_name("<b>KIM</b>", 5, "en"), spoken_name("ANNA", 6, "en")
    ('player 4', 'KIM', 'Anna')
    >>> spoken_name("José", 2, "es"), spoken_name("Zoë", 2, "fr"), spoken_name("Анна", 1, "fa")
    ('José', 'Zoë', 'آنا')
    """
    said = spoken_words.spoken_words(name, lang)
    if not said:
        return _say(lang, BY_SEAT, seat=seat) if isinstance(seat, int) else ""
    return said


# --- saying the lines -------------------------------------------------------------------------------


def _say(lang: str, said: Said, **params: object) -> str:
    return in_language(lang, "Narration", said.text).format(**params)


def _name(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_name, rules, role)


def _finds(rules: Rules, act: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.finds_name, rules, act)


def _line(key: str, said: Said, lang: str, call: str | None = None, **params: object) -> Line:
    text = _caption(lang, said, params)
    return Line(key, text, call, said.seed, _spoken(lang, said, text, params))


def _caption(lang: str, said: Said, params: dict[str, object], capital: bool = False) -> str:
    """The line as its caption shows it: its numbers (a seat) as ``lang`` writes them (Persian
    «۳»: :func:`mafia_desktop.i18n.number`), a player's name isolated (:func:`phrases.isolate`),
    so "Ann" in a Persian line or "علی" in an English one leaves the line's order alone. The voice
    keeps its figures and never hears the marks (:func:`_spoken`)."""
    shown = {
        key: i18n.number(value, lang) if isinstance(value, int) and not isinstance(value, bool) else value
        for key, value in params.items()
    }
    if "name" in shown:
        template = in_language(lang, "Narration", said.text)
        shown["name"] = phrases.isolate(str(shown["name"]), template, lang)
    text = _say(lang, said, **shown)
    if not capital:
        return text
    start = 1 if text.startswith(phrases.FSI) else 0
    return text[:start] + text[start : start + 1].upper() + text[start + 1 :]


def _spoken(lang: str, said: Said, text: str, params: dict[str, object]) -> str:
    """The words for the voice where they differ from the caption ``text`` ("" where not): a name
    said as the voice can say it (:func:`spoken_name`), numbers in the figures the voice reads, the
    line spelled as its voice reads it (:func:`spoken_words.voice_spelled`), and never the marks
    that isolate a name on screen."""
    if "name" in params:
        params = {**params, "name": spoken_name(str(params["name"]), params.get("seat"), lang)}
    words = _say(lang, said, **params)
    words = words[:1].upper() + words[1:] if phrases.plain(text)[:1].isupper() else words
    words = spoken_words.voice_spelled(words, lang)
    return "" if words == text else words


def speak(said: Said, lang: str = "en", **params: object) -> Line:
    """One line of a script said in ``lang`` with these words (``role``, ``name``, ``seat``...):
    for the tests and documents that go through every line (:func:`script_lines`)."""
    if "seat" in params and isinstance(params["seat"], int):
        params.setdefault("seat_word", seat_word(params["seat"], lang))
    text = _caption(lang, said, params)
    return Line("said", text, None, said.seed, _spoken(lang, said, text, params))


def _call_words(rules: Rules, call: str) -> Call:
    """The words that wake and put to sleep one call: the mafia's by how they shoot; another role's
    as the text words it, or by what its act does."""
    script = script_for(rules)
    act = acts_of_call(call)[0]
    if act.behaviour.shared:
        return script.kill_list if calls_the_list(rules) else script.kill_team
    if call in script.calls:
        return script.calls[call]
    words = getattr(script, act.behaviour.narration, None)
    if isinstance(words, Call):
        return words
    # A kind no rule text words (the Hooligan's block...): the app's own lines, its kind's words.
    kind = act.behaviour
    if "wake" not in kind.words:
        raise LookupError(f"the night scripts have no words for the act kind {act.kind!r}")
    return Call(
        _s(kind.words["wake"], "(the app's own line)"),
        _s(kind.words["sleep"]) if "sleep" in kind.words else None,
    )


def _call_lines(rules: Rules, call: str, lang: str) -> list[Line]:
    words = _call_words(rules, call)
    acts = acts_of_call(call)
    act = acts[0]
    params = {"role": _name(rules, call, lang), "finds": _finds(rules, act.id, lang) if act.finds else ""}
    if len(acts) > 1 and not act.behaviour.shared:
        # A call with several acts is woken once, its words naming the choice: "check or fire
        # (once a game)"; it goes back to sleep as the script says for its first act.
        choices = phrases.in_language_of(lang, phrases.call_choices, call)
        lines = [_line("wake", CHOICE, lang, call, role=params["role"], choices=choices)]
    else:
        lines = [_line("wake", words.wake, lang, call, **params)]
    if words.sleep is not None:
        lines.append(_line("sleep", words.sleep, lang, call, **params))
    return lines


def _saver(dealt: Iterable[str]) -> str | None:
    """The role whose act saved the victim, where only one role dealt can save (None: the table
    cannot know whose it was, and the morning does not guess)."""
    savers = [
        r
        for r in ROLES
        if r in set(dealt) and any(NIGHT_ACTS[a].behaviour.saves for a in ROLES[r].night_acts)
    ]
    return savers[0] if len(savers) == 1 else None


def _kill_call(rules: Rules) -> str:
    """The call of the night in which the mafia shoot."""
    return next(
        (c for c in rules.night_order if any(a.behaviour.shared for a in acts_of_call(c))),
        next(a.call for a in NIGHT_ACTS.values() if a.behaviour.shared),
    )


def night_lines(
    rules: Rules, meeting: bool, dealt: Iterable[str], lang: str = "en", pass_round: bool = False
) -> list[Line]:
    """The lines of a night in the rules' night order: every role dealt is called, alive or not
    (a secret death must not be betrayed by a missing call). Where the mafia shoot to the called
    list, their wake line is the list's opening (the text of :func:`called_list_opening`; the seats
    are :func:`seat_call`) and their sleep line what the host says after the list, if anything."""
    script = script_for(rules)
    dealt = set(dealt)
    lines = [_line("sleep_all", script.night, lang)]
    if meeting:
        mafia = _kill_call(rules)
        role = _name(rules, mafia, lang)
        lines.append(_line("meet", script.meet.wake, lang, mafia, role=role))
        if script.meet.sleep is not None:
            lines.append(_line("sleep", script.meet.sleep, lang, mafia, role=role))
        for checker in phrases.meeting_checkers(rules):
            if checker in dealt:
                role = _name(rules, checker, lang)
                lines.append(_line("meet", script.meet_host.wake, lang, checker, role=role))
                if script.meet_host.sleep is not None:
                    lines.append(_line("sleep", script.meet_host.sleep, lang, checker, role=role))
        return lines
    if pass_round:
        return [_line("sleep_all", PASS_NIGHT, lang), _line("pass_round", PASS_ROUND, lang)]
    for caller in night_calls(rules, {role: 1 for role in dealt}):  # the table's own calls
        lines += _call_lines(rules, caller, lang)
    return lines


def _victim(script: NightScript, dealt: Iterable[str]) -> Said:
    """How the script names the night's victim: never as the mafia's where it may not be theirs."""
    if script.victim_by_anyone is not None and _not_only_the_mafia_kill(dealt):
        return script.victim_by_anyone
    return script.victim


def _not_only_the_mafia_kill(dealt: Iterable[str]) -> bool:
    """Whether a night death may be someone else's doing than the mafia's: a role dealt attacks on
    its own (the Maniac), or guards and dies in the victim's place (the Bodyguard)."""
    for role in dealt:
        for act in ROLES[role].night_acts if role in ROLES else ():
            b = NIGHT_ACTS[act].behaviour
            if b.guards or (b.attacks and not b.shared):
                return True
    return False


def _seat_of(players: Sequence[str], name: str) -> object:
    return players.index(name) + 1 if name in players else name


def morning_lines(
    rules: Rules,
    events: Iterable[Event],
    lang: str = "en",
    dealt: Iterable[str] = (),
    players: Sequence[str] = (),
) -> list[Line]:
    """The morning: who died (by seat number where the text names seats; ``players`` in seat
    order), a dead player's card where the rules turn it up, or no one."""
    script = script_for(rules)
    players = list(players)
    victim = _victim(script, dealt or rules.roles)
    lines = [_line("morning", script.morning, lang)]
    for e in events:
        if isinstance(e, Death) and e.cause == "night":
            lines.append(_line("victim", victim, lang, name=e.player, seat=_seat_of(players, e.player)))
        elif isinstance(e, Reveal):
            role = _name(rules, e.role, lang)
            seat = _seat_of(players, e.player)
            lines.append(_line("card", script.card, lang, name=e.player, seat=seat, role=role))
        elif isinstance(e, Saved) and e.attack in NIGHT_ACTS and not NIGHT_ACTS[e.attack].behaviour.shared:
            continue  # a lone killer's miss is not said
        elif isinstance(e, NoKill) or (isinstance(e, Saved) and not rules.announce_save):
            lines.append(_line("no_kill", script.no_kill, lang))
        elif isinstance(e, Saved):
            saver = _saver(dealt or rules.roles)
            if saver is None:
                lines.append(_line("no_kill", script.no_kill, lang))
            else:
                lines.append(_line("saved", script.saved, lang, role=_name(rules, saver, lang)))
        elif isinstance(e, SpeechLost):
            seat = _seat_of(players, e.player)
            lines.append(_line("speech_lost", SPEECH_LOST, lang, name=e.player, seat=seat))
        elif isinstance(e, SpeechShortened):
            seat = _seat_of(players, e.player)
            lines.append(_line("speech_shortened", SPEECH_SHORT, lang, name=e.player, seat=seat))
        elif isinstance(e, NoVote):
            visitor = next(
                (r for r in ROLES if any(NIGHT_ACTS[a].behaviour.silences for a in ROLES[r].night_acts)), ""
            )
            seat = _seat_of(players, e.player)
            lines.append(
                _line("no_vote", NO_VOTE, lang, name=e.player, seat=seat, role=_name(rules, visitor, lang))
            )
    return lines


# --- the called list (the mafia shoot with eyes shut, to the seats the host calls) -------------------


def called_list_opening(rules: Rules, lang: str = "en") -> Line:
    """The line that opens the called list: the mafia keep their eyes shut and sign at a seat."""
    mafia = _kill_call(rules)
    return _line("called_list", script_for(rules).kill_list.wake, lang, mafia, role=_name(rules, mafia, lang))


def seat_call(rules: Rules, seat: int, name: str, lang: str = "en") -> Line:
    """One seat of the called list: "Seat 3, Cid."; a club calls the seat alone, «Третий.»."""
    said = script_for(rules).seat
    params: dict[str, object] = {"seat": seat, "seat_word": seat_word(seat, lang), "name": name}
    text = _caption(lang, said, params, capital=True)
    return Line("seat", text, _kill_call(rules), said.seed, _spoken(lang, said, text, params))


def back_line(rules: Rules, call: str, lang: str = "en") -> Line:
    """What puts ``call`` back to sleep when the host steps back from it (:data:`BACK_SLEEP`)."""
    return _line("sleep", BACK_SLEEP, lang, call, role=_name(rules, call, lang))


def called_list_close(rules: Rules, lang: str = "en") -> Line | None:
    """What the host says when the list is done (the club: «Спасибо, Мафия! Мафия засыпает»), or
    None where the text goes straight on to the next call. The same line ends the mafia's call in
    :func:`night_lines`."""
    mafia = _kill_call(rules)
    sleep = script_for(rules).kill_list.sleep
    return None if sleep is None else _line("sleep", sleep, lang, mafia, role=_name(rules, mafia, lang))


def every_line(rules: Rules, players: Iterable[str], dealt: Iterable[str], lang: str = "en") -> list[str]:
    """Every line this game may speak (as the voice says it), to render and cache as soon as the
    deal is known, in the order the table needs them: the first night (a meeting night where the
    rules open with one, the called list's opening and first seats), the other nights, then the
    rest (every seat called, every morning)."""
    script = script_for(rules)
    dealt = set(dealt)
    players = list(players)
    texts_: list[str] = []
    order = (True, False) if rules.first_phase == "meeting_night" else (False, True)
    for meeting in order:
        texts_ += [line.speech for line in night_lines(rules, meeting, dealt, lang)]
        if calls_the_list(rules):
            texts_.append(called_list_opening(rules, lang).speech)
            texts_ += [seat_call(rules, seat, p, lang).speech for seat, p in enumerate(players[:3], 1)]
    texts_ += [_line("said", said, lang).speech for said in (PASS_NIGHT, PASS_ROUND, script.morning)]
    texts_.append(_line("no_kill", script.no_kill, lang).speech)
    victim = _victim(script, dealt)
    texts_ += [back_line(rules, call, lang).speech for call in rules.night_order]
    texts_ += [line.speech for line in morning_lines(rules, [Saved(None)], lang, dealt)[1:]]
    texts_.append(called_list_opening(rules, lang).speech)
    close = called_list_close(rules, lang)
    if close is not None:
        texts_.append(close.speech)
    for seat, p in enumerate(players, 1):
        texts_.append(seat_call(rules, seat, p, lang).speech)
        texts_.append(_line("victim", victim, lang, name=p, seat=seat).speech)
        if any(NIGHT_ACTS[a].behaviour.silences for r in dealt if r in ROLES for a in ROLES[r].night_acts):
            texts_ += [line.speech for line in morning_lines(rules, [NoVote(p)], lang, dealt, players)[1:]]
        if rules.reveal != "never":
            texts_ += [
                _line("card", script.card, lang, name=p, seat=seat, role=_name(rules, r, lang)).speech
                for r in sorted(dealt | {"civilian"})
            ]
    return list(dict.fromkeys(texts_))


def sample_line(lang: str = "en") -> Line:
    """What Settings' *Hear it* says: the first script's nightfall."""
    return _line("sleep_all", next(iter(NIGHT_SCRIPTS.values())).night, lang)


def script_lines(rules: Rules) -> list[Said]:
    """Every line of the rules' script the rules can reach (the tests render each one)."""
    script = script_for(rules)
    calls = [script.meet, script.meet_host, script.kill_list, script.kill_team, script.check]
    calls += [script.look_for, script.protect, *script.calls.values()]
    said = [script.night, script.seat, script.morning, script.victim, script.no_kill, script.saved]
    said += [script.card, PASS_NIGHT, PASS_ROUND, BACK_SLEEP]
    said += [script.victim_by_anyone] if script.victim_by_anyone is not None else []
    for call in calls:
        said += [call.wake] + ([call.sleep] if call.sleep is not None else [])
    return said


def foul_line(
    name: str,
    count: int,
    lang: str = "en",
    players: Sequence[str] = (),
    today: bool = False,
    half: bool = False,
) -> Line | None:
    """What the narrator says at a foul: the third costs the next speech (``today``: today's, the
    speeches have not reached the player yet; ``half``: halves it, the federation's rule), the
    fourth removes the player (the first two are only marked on the circle)."""
    third = FOUL_THIRD_HALF if half else FOUL_THIRD_TODAY if today else FOUL_THIRD
    said = {3: third, 4: FOUL_FOURTH}.get(count)
    if said is None:
        return None
    return _line(f"foul_{count}", said, lang, name=name, seat=_seat_of(list(players), name))


def best_move_line(name: str, lang: str = "en", players: Sequence[str] = ()) -> Line:
    """The first night victim is asked for the best move, in their last words."""
    return _line("best_move", BEST_MOVE, lang, name=name, seat=_seat_of(list(players), name))
