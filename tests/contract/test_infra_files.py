"""Deployment files stay true to the code (infra/README.md): every service is deployed,
with a command that exists, and every variable they set is one the code reads.
No Docker engine or cluster needed — the files are parsed, not run."""

from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml

from holmes_kit.infra.nats_server import nats_binary

ROOT = Path(__file__).resolve().parents[2]
INFRA = ROOT / "infra"
SERVICES = sorted(p.name for p in (ROOT / "services").iterdir() if (p / "pyproject.toml").exists())
WORKERS = [s for s in SERVICES if s != "gateway"]


def compose() -> dict:
    return yaml.safe_load((INFRA / "docker-compose.yml").read_text())


def manifests() -> list[dict]:
    docs = []
    for path in sorted((INFRA / "k8s").glob("*.yaml")):
        if path.name == "nats-values.yaml":  # Helm values, not a manifest
            continue
        docs += [d | {"_file": path.name} for d in yaml.safe_load_all(path.read_text()) if d]
    return docs


def by_kind(kind: str) -> dict[str, dict]:
    return {d["metadata"]["name"]: d for d in manifests() if d["kind"] == kind}


def scripts() -> set[str]:
    names = set()
    for p in ROOT.glob("*/**/pyproject.toml"):
        if ".venv" not in p.parts:
            names |= set(tomllib.loads(p.read_text()).get("project", {}).get("scripts", {}))
    return names


def variables_the_code_reads() -> set[str]:
    """Upper-case string literals in the non-test sources: Settings aliases and os.environ
    look-ups alike (the OTLP exporter's own OTEL_* variables are named in telemetry.py)."""
    found = set()
    for p in [*(ROOT / "libs").rglob("*.py"), *(ROOT / "services").rglob("*.py")]:
        if "tests" not in p.parts:
            found |= set(re.findall(r"[\"']([A-Z][A-Z0-9]*_[A-Z0-9_]+)[\"']", p.read_text()))
    return found


def env_names(env) -> set[str]:
    if isinstance(env, dict):
        return set(env)
    return {e["name"] if isinstance(e, dict) else e.split("=")[0] for e in env or []}


def test_every_service_runs_in_compose_with_its_own_command():
    services = compose()["services"]
    for name in SERVICES:
        assert services[name]["command"] == [f"holmes-{name}"], name
        assert f"holmes-{name}" in scripts()
    assert services["db-init"]["command"] == ["holmes", "db", "init"]
    assert services["search"]["deploy"]["replicas"] > 1  # the scale-out example
    for name in SERVICES:  # the database is ready before any service starts
        assert services[name]["depends_on"]["db-init"]["condition"] == "service_completed_successfully"


def test_compose_sets_only_variables_the_code_reads():
    known = variables_the_code_reads()
    services = compose()["services"]
    for name in [*SERVICES, "db-init"]:
        env = services[name]["environment"]
        assert {"NATS_URL", "DATABASE_URL", "HOLMES_STREAM_REPLICAS"} <= set(env)
        assert env_names(env) <= known, name
        assert "postgres:5432" in env["DATABASE_URL"]
        assert "http://otel-collector:4318" == env["OTEL_EXPORTER_OTLP_ENDPOINT"]
    gateway = services["gateway"]
    assert gateway["environment"]["GATEWAY_HOST"] == "0.0.0.0"
    assert any(str(p).endswith(":8000") for p in gateway["ports"])


def env_file(name: str) -> dict[str, str]:
    lines = (INFRA / name).read_text().splitlines()
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


@pytest.mark.parametrize("env_name, nodes", [(".env", ["nats-1", "nats-2", "nats-3"]), ("single.env", ["nats"])])
def test_compose_nats_modes_match_their_stream_replicas(env_name, nodes):
    env, services = env_file(env_name), compose()["services"]
    profile = env["COMPOSE_PROFILES"]
    assert sorted(n for n, s in services.items() if profile in s.get("profiles", [])) == nodes
    assert int(env["HOLMES_STREAM_REPLICAS"]) == len(nodes)
    assert [u.split("//")[1].split(":")[0] for u in env["NATS_URL"].split(",")] == nodes
    for node in nodes:  # the mounted config is there and names this node
        conf = next(v.split(":")[0] for v in services[node]["volumes"] if v.endswith("nats.conf:ro"))
        assert f"server_name: {node}\n" in (INFRA / conf).read_text()


def test_nats_configs_are_valid_and_form_one_cluster():
    confs = sorted((INFRA / "nats" / "cluster").glob("*.conf"))
    assert len(confs) == 3
    names, routes = set(), set()
    for conf in [INFRA / "nats" / "single.conf", *confs]:
        result = subprocess.run([nats_binary(), "-c", str(conf), "-t"], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        text = conf.read_text()
        if conf.parent.name == "cluster":
            names.add(re.search(r"server_name: (\S+)", text)[1])
            assert "name: holmes" in text
            routes.add(tuple(re.findall(r"nats-route://(nats-\d):6222", text)))
    assert names == {"nats-1", "nats-2", "nats-3"}
    assert routes == {("nats-1", "nats-2", "nats-3")}  # every node routes to all three


def test_one_node_fsyncs_every_write_and_the_cluster_says_why_it_need_not():
    single = (INFRA / "nats" / "single.conf").read_text()
    assert re.search(r"^\s*sync_interval: always$", single, re.M)
    for conf in sorted((INFRA / "nats" / "cluster").glob("*.conf")):
        text = conf.read_text()
        assert not re.search(r"^\s*sync_interval:", text, re.M)
        assert "R3" in text and "sync_interval: always" in text  # the comment saying why


def test_k8s_manifests_deploy_every_service_from_config():
    docs = manifests()
    assert all(d.get("apiVersion") and d.get("kind") for d in docs)
    deployments = by_kind("Deployment")
    known, config = variables_the_code_reads(), by_kind("ConfigMap")["holmes-config"]["data"]
    assert set(config) <= known
    secret = yaml.safe_load((INFRA / "k8s" / "secret.example.yaml").read_text())
    assert set(secret["stringData"]) <= known
    for name in SERVICES:
        container = deployments[name]["spec"]["template"]["spec"]["containers"][0]
        assert container["command"] == [f"holmes-{name}"]
        refs = {next(iter(r.values()))["name"] for r in container["envFrom"]}
        assert refs == {"holmes-config", secret["metadata"]["name"]}
        assert env_names(container.get("env")) <= known
    job = by_kind("Job")["holmes-db-init"]["spec"]["template"]["spec"]["containers"][0]
    assert job["command"] == ["holmes", "db", "init"]
    kustomized = yaml.safe_load((INFRA / "k8s" / "kustomization.yaml").read_text())["resources"]
    assert {d["_file"] for d in docs} - {"kustomization.yaml", "secret.example.yaml"} == set(kustomized)


def test_k8s_gateway_is_probed_on_its_health_routes_and_exposed():
    gateway = by_kind("Deployment")["gateway"]["spec"]["template"]["spec"]["containers"][0]
    assert gateway["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert gateway["readinessProbe"]["httpGet"]["path"] == "/readyz"
    from holmes_gateway.app import create_app
    assert {"/healthz", "/readyz"} <= set(create_app().openapi()["paths"])  # the probed routes exist
    assert {"name": "GATEWAY_HOST", "value": "0.0.0.0"} in gateway["env"]
    assert by_kind("Service")["gateway"]["spec"]["ports"][0]["port"] == 8000
    backend = by_kind("Ingress")["gateway"]["spec"]["rules"][0]["http"]["paths"][0]["backend"]
    assert backend["service"]["name"] == "gateway"
    for name in WORKERS:  # workers are probed on the metrics port they are told to open
        container = by_kind("Deployment")[name]["spec"]["template"]["spec"]["containers"][0]
        port = int(by_kind("ConfigMap")["holmes-config"]["data"]["HOLMES_METRICS_PORT"])
        assert container["ports"][0]["containerPort"] == port


def test_dockerfile_copies_every_workspace_member_manifest():
    dockerfile = (INFRA / "docker" / "Dockerfile").read_text()
    members = [p.parent.relative_to(ROOT).as_posix() for p in ROOT.glob("*/**/pyproject.toml")
               if ".venv" not in p.parts and ".tools" not in p.parts]
    for member in members:  # else the cached dependency layer misses a package
        assert f"COPY {member}/pyproject.toml {member}/" in dockerfile, member
    assert "uv sync --locked" in dockerfile and "HOLMES_SQL_DIR=/app/infra/sql" in dockerfile


def test_collector_receives_otlp_http_and_exports():
    config = yaml.safe_load((INFRA / "otel" / "collector.yaml").read_text())
    assert config["receivers"]["otlp"]["protocols"]["http"]["endpoint"].endswith(":4318")
    pipeline = config["service"]["pipelines"]["traces"]
    assert pipeline["receivers"] == ["otlp"]
    assert set(pipeline["exporters"]) <= set(config["exporters"])
    assert set(pipeline["processors"]) <= set(config["processors"])
