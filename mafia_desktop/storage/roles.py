"""The group's own roles (set-up's *Roles…*): one role pack file in the app's data folder,
``roles.mafia-roles.json`` beside the games' folder, owner-only and written atomically like a
game (:func:`~mafia_desktop.storage.games.write_atomically`). Plain Python (no Qt).

:func:`load` puts the roles the file holds in the registry (the app's own roles, offered at
set-up), taking out those it no longer holds; :func:`save` writes a pack and loads it.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path

from mafia_desktop.engine import role_pack
from mafia_desktop.engine.role_pack import Pack, PackError
from mafia_desktop.i18n import Message
from mafia_desktop.storage.games import (
    COULD_NOT_SAVE,
    StorageError,
    default_folder,
    read_regular_file,
    shown,
    write_atomically,
)

FILE_NAME = "roles" + role_pack.SUFFIX
PACK_ID = "my_roles"


def roles_path() -> Path:
    """Where the group's roles are kept: beside the games' folder, in the app's data folder."""
    return default_folder().parent / FILE_NAME


def read(emblems: Collection[str] | None = None, path: Path | None = None) -> Pack:
    """The pack kept (an empty one when there is none). PackError when the file is not a usable
    pack; StorageError when it cannot be read."""
    where = path or roles_path()
    try:
        data = read_regular_file(where, role_pack.MAX_PACK_BYTES + 1)
    except FileNotFoundError:
        return Pack(PACK_ID, "My roles")
    mine = set(user_roles())
    return role_pack.parse_pack(data, emblems=emblems, replacing=mine | set(role_pack.installed()))


def user_roles() -> tuple[str, ...]:
    """The ids of the user's roles registered now (those set-up offers)."""
    return tuple(r for r in role_pack.installed() if role_pack.offered(r))


def load(emblems: Collection[str] | None = None, path: Path | None = None) -> Pack:
    """The kept roles, registered (and the user's roles it no longer holds taken out); the pack.
    A file that cannot be used leaves the registry as it was and raises (PackError, StorageError)."""
    pack = read(emblems, path)
    install(pack)
    return pack


def install(pack: Pack) -> None:
    """``pack``'s roles as the user's roles: registered all or none, the others taken out."""
    keep = {r.id for r in pack.roles}
    gone = [r for r in user_roles() if r not in keep]
    role_pack.install(pack, source="user")  # (all or none: on a refusal, nothing has changed)
    role_pack.uninstall(gone)


def save(pack: Pack, path: Path | None = None) -> None:
    """Keep ``pack`` as the group's roles (owner-only, atomically) and register it. The registry
    changes only once the file is written; StorageError when it cannot be."""
    where = path or roles_path()
    if pack.roles:
        write_atomically(where, role_pack.dumps_pack(pack), keep_previous=False)
    else:  # no roles left: no file (a pack holds one role at least)
        try:
            where.unlink(missing_ok=True)
        except OSError as exc:
            raise StorageError(
                Message("Storage", COULD_NOT_SAVE, path=shown(where), reason=str(exc)[:120])
            ) from exc
    install(pack)


__all__ = ["FILE_NAME", "Pack", "PackError", "StorageError", "install", "load", "read", "roles_path", "save"]
