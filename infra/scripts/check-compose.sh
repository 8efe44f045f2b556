#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine: `docker-compose config` checks the
# schema and interpolation; then every build context, Dockerfile, SERVICE workspace, build
# target (a `FROM ... AS <target>` stage of its Dockerfile) and bind-mounted folder it names
# must exist. Usage: infra/scripts/check-compose.sh [file]
set -euo pipefail
file="${1:-docker-compose.yml}"
if command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
else
  echo "check-compose: neither docker-compose nor the docker compose plugin is installed" >&2
  exit 1
fi

# Secrets the file requires (${VAR:?}) get throw-away values, only for validation.
placeholder_env=()
for var in $(grep -oE '\$\{[A-Z0-9_]+:\?' "$file" | sed -E 's/^\$\{([A-Z0-9_]+):\?$/\1/' | sort -u); do
  if [ -z "${!var:-}" ]; then placeholder_env+=("$var=validation-only-placeholder-value-0123456789"); fi
done

config="$(env "${placeholder_env[@]}" "${compose[@]}" -f "$file" config)"
env "${placeholder_env[@]}" "${compose[@]}" -f "$file" config -q

echo "$config" | awk '
  function check() {
    if (context != "") {
      if (system("test -d \"" context "\"") != 0) { print "missing build context for " svc ": " context; bad = 1 }
      df = (dockerfile == "" ? "Dockerfile" : dockerfile)
      if (substr(df, 1, 1) != "/") df = context "/" df
      if (system("test -f \"" df "\"") != 0) { print "missing Dockerfile for " svc ": " df; bad = 1 }
      if (target != "" && system("grep -qiE \"^FROM .* AS " target "$\" \"" df "\"") != 0) {
        print "missing build target for " svc ": stage " target " in " df; bad = 1
      }
      if (workspace != "" && system("test -f \"" context "/" workspace "/package.json\"") != 0) {
        print "missing workspace for " svc " (build arg SERVICE): " context "/" workspace; bad = 1
      }
      checked++
    }
    context = ""; dockerfile = ""; workspace = ""; target = ""
  }
  /^services:/ { in_services = 1; next }
  /^[a-z]/ { if (in_services) check(); in_services = 0 }
  in_services && /^  [a-zA-Z0-9_.-]+:$/ { check(); svc = $1; sub(":", "", svc) }
  in_services && /^      context: / { context = $2 }
  in_services && /^      dockerfile: / { dockerfile = $2 }
  # the target of a build (ports have a target too)
  in_services && /^    build:$/ { in_build = 1; next }
  in_services && /^    [a-z]/ { in_build = 0 }
  in_services && in_build && /^      target: / { target = $2 }
  in_services && /^        SERVICE: / { workspace = $2 }
  # bind mounts of a service: `- /abs/path:/target[:mode]` or `source: /abs/path`
  in_services && /^    volumes:$/ { in_volumes = 1; next }
  in_services && in_volumes && (/^    - \// || /^      source: \//) {
    src = $2
    sub(/:.*/, "", src)
    if (system("test -e \"" src "\"") != 0) { print "missing bind-mount source for " svc ": " src; bad = 1 }
    mounts++
    next
  }
  in_services && in_volumes && /^    [a-z]/ { in_volumes = 0 }
  in_services && /^  [a-zA-Z0-9_.-]+:$/ { in_volumes = 0 }
  END {
    if (in_services) check()
    if (bad) exit 1
    print "compose: " checked " image builds (contexts, Dockerfiles, targets, workspaces) and " mounts + 0 " bind mounts exist"
  }
'
