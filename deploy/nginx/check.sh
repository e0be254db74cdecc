#!/bin/sh
# Checks the nginx configuration of the front-end images without Docker:
# renders it the way the images do at start-up, runs `nginx -t` on it, and runs
# 40-remotes-json.sh against good and bad settings.
#
#   sh deploy/nginx/check.sh
#
# Needs nginx and envsubst (Debian: apt-get install nginx gettext-base).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
command -v nginx >/dev/null || { echo "check.sh: nginx is not installed" >&2; exit 2; }
command -v envsubst >/dev/null || { echo "check.sh: envsubst (gettext-base) is not installed" >&2; exit 2; }

mime=
for f in /etc/nginx/mime.types /usr/local/etc/nginx/mime.types /opt/homebrew/etc/nginx/mime.types; do
    [ -f "$f" ] && { mime=$f; break; }
done
[ -n "$mime" ] || { echo "check.sh: cannot find nginx's mime.types" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

# Lays out one image's /etc/nginx under $tmp/$1 (nginx.conf like the stock one
# of nginx:alpine: conf.d/*.conf inside http {}).
layout() {
    d=$tmp/$1
    mkdir -p "$d/conf.d" "$d/snippets" "$d/logs"
    cp "$here/http.conf" "$d/conf.d/00-http.conf"
    cp "$here"/snippets/*.conf "$d/snippets/"
    cat > "$d/nginx.conf" <<CONF
pid $d/nginx.pid;
error_log stderr;
events {}
http {
    include $mime;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    include $d/conf.d/*.conf;
}
CONF
}

nginx_t() {
    if nginx -t -q -p "$tmp/$1" -c "$tmp/$1/nginx.conf"; then
        echo "ok   nginx -t: $1 image"
    else
        echo "FAIL nginx -t: $1 image"
        failures=$((failures + 1))
    fi
}

# --- remote images (remote-public, remote-portal, remote-admin) -----------------
layout remote
cp "$here/remote.conf" "$tmp/remote/conf.d/default.conf"
nginx_t remote

# --- shell image: the template with the defaults of shells/host/Dockerfile ---------
layout shell
API_UPSTREAM=http://api:8000 \
REMOTE_PUBLIC_UPSTREAM=http://remote-public:80 \
REMOTE_PORTAL_UPSTREAM=http://remote-portal:80 \
REMOTE_ADMIN_UPSTREAM=http://remote-admin:80 \
CLIENT_MAX_BODY_SIZE=25m \
NGINX_LOCAL_RESOLVERS="127.0.0.11 " \
envsubst '${API_UPSTREAM} ${REMOTE_PUBLIC_UPSTREAM} ${REMOTE_PORTAL_UPSTREAM} ${REMOTE_ADMIN_UPSTREAM} ${CLIENT_MAX_BODY_SIZE} ${NGINX_LOCAL_RESOLVERS}' \
    < "$here/shell.conf.template" > "$tmp/shell/conf.d/default.conf"
if grep -n '^[^#]*\${' "$tmp/shell/conf.d/default.conf"; then
    echo "FAIL shell template: a \${VARIABLE} above is not set by shells/host/Dockerfile"
    failures=$((failures + 1))
fi
nginx_t shell

# --- 40-remotes-json.sh -------------------------------------------------------------
run_json() {
    env -i PATH="$PATH" REMOTES_JSON_DIR="$tmp/runtime" \
        API_UPSTREAM=http://api:8000 REMOTE_PUBLIC_UPSTREAM=http://remote-public:80 \
        REMOTE_PORTAL_UPSTREAM=http://remote-portal:80 REMOTE_ADMIN_UPSTREAM=http://remote-admin:80 \
        "$@" sh "$here/40-remotes-json.sh" >/dev/null 2>"$tmp/json.err"
}
expect_json() {
    label=$1 want=$2
    shift 2
    rm -rf "$tmp/runtime"
    if run_json "$@" && [ "$(cat "$tmp/runtime/remotes.json")" = "$want" ]; then
        echo "ok   remotes.json: $label"
    else
        echo "FAIL remotes.json: $label"; cat "$tmp/json.err"
        [ -f "$tmp/runtime/remotes.json" ] && cat "$tmp/runtime/remotes.json"
        failures=$((failures + 1))
    fi
}
expect_refused() {
    label=$1
    shift
    if run_json "$@"; then
        echo "FAIL refused: $label (the script accepted it)"
        failures=$((failures + 1))
    else
        echo "ok   refused: $label"
    fi
}
expect_json "defaults" \
    '{"public":"/remotes/public/mf-manifest.json","portal":"/remotes/portal/mf-manifest.json","admin":"/remotes/admin/mf-manifest.json"}'
expect_json "empty variables mean the defaults" \
    '{"public":"/remotes/public/mf-manifest.json","portal":"/remotes/portal/mf-manifest.json","admin":"/remotes/admin/mf-manifest.json"}' \
    REMOTE_PUBLIC_URL= REMOTE_PORTAL_URL= REMOTE_ADMIN_URL=
expect_json "one remote moved" \
    '{"public":"https://cdn.example.com/remotes/public/mf-manifest.json","portal":"/remotes/portal/mf-manifest.json","admin":"/remotes/admin/mf-manifest.json"}' \
    REMOTE_PUBLIC_URL=https://cdn.example.com/remotes/public/mf-manifest.json
expect_refused "a relative manifest URL" REMOTE_ADMIN_URL=remotes/admin/mf-manifest.json
expect_refused "a quote in a manifest URL" 'REMOTE_PORTAL_URL=/x"y'
expect_refused "an upstream with a path" API_UPSTREAM=http://api:8000/
expect_refused "an upstream without a scheme" REMOTE_PUBLIC_UPSTREAM=remote-public:80

if [ "$failures" -ne 0 ]; then
    echo "check.sh: $failures check(s) failed"
    exit 1
fi
echo "check.sh: all checks passed"
