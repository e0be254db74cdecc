#!/bin/sh
# Runs from the nginx image's /docker-entrypoint.d/ at every container start of
# the host shell, before nginx itself starts.
#
# 1. Writes /remotes.default.json, the deployed builds of the remotes:
#      {"public": "<manifest URL>", "portal": "...", "admin": "..."}
#    from REMOTE_PUBLIC_URL, REMOTE_PORTAL_URL and REMOTE_ADMIN_URL. An unset or
#    empty variable means the same-origin default /remotes/<name>/mf-manifest.json.
#    The API answers /remotes.json from it, with each remote's active release in
#    its place (npm run remote); nginx answers this file itself while the API is down.
# 2. Writes the security headers of the shell's HTML (/etc/nginx/runtime/security-headers.inc): its
#    Content-Security-Policy allows scripts, styles and fetches from the page's own origin
#    and from the origins of those manifest URLs (a remote moved to a CDN), nothing else.
#    The policy is the one `npm start` sends (api/web/security-headers.ts).
# 3. Checks the proxy upstreams used by the server template, so that a typo
#    stops the container with a clear message instead of proxying somewhere odd.
#
# Any failure exits non-zero, which makes the entrypoint (set -e) exit before
# nginx starts.
set -eu

ME=$(basename "$0")
OUT_DIR=${REMOTES_JSON_DIR:-/usr/share/nginx/runtime}
HEADERS_CONF=${SECURITY_HEADERS_CONF:-/etc/nginx/runtime/security-headers.inc}

fail() {
    echo "$ME: ERROR: $*" >&2
    exit 1
}

# A manifest URL: absolute http(s) URL or a path starting with "/", no spaces,
# quotes, backslashes or control characters (so it is safe inside JSON as is).
check_url() {
    name=$1 value=$2
    case $value in
        http://?* | https://?* | /*) ;;
        *) fail "$name must be an http(s) URL or a path starting with /, got '$value'" ;;
    esac
    if printf '%s' "$value" | LC_ALL=C grep -q '[[:space:][:cntrl:]"\\]'; then
        fail "$name must not contain spaces, quotes, backslashes or control characters"
    fi
}

# A proxy upstream: scheme://host[:port] and nothing after it. With a path,
# nginx would replace the request URI instead of passing it on.
check_upstream() {
    name=$1 value=$2
    if ! printf '%s' "$value" | LC_ALL=C grep -Eq '^https?://[A-Za-z0-9._-]+(:[0-9]+)?$|^https?://\[[0-9A-Fa-f:.]+\](:[0-9]+)?$'; then
        fail "$name must look like http://host:port with no path or trailing slash, got '$value'"
    fi
}

public_url=${REMOTE_PUBLIC_URL:-/remotes/public/mf-manifest.json}
portal_url=${REMOTE_PORTAL_URL:-/remotes/portal/mf-manifest.json}
admin_url=${REMOTE_ADMIN_URL:-/remotes/admin/mf-manifest.json}

check_url REMOTE_PUBLIC_URL "$public_url"
check_url REMOTE_PORTAL_URL "$portal_url"
check_url REMOTE_ADMIN_URL "$admin_url"

check_upstream API_UPSTREAM "${API_UPSTREAM:-}"
check_upstream REMOTE_PUBLIC_UPSTREAM "${REMOTE_PUBLIC_UPSTREAM:-}"
check_upstream REMOTE_PORTAL_UPSTREAM "${REMOTE_PORTAL_UPSTREAM:-}"
check_upstream REMOTE_ADMIN_UPSTREAM "${REMOTE_ADMIN_UPSTREAM:-}"

mkdir -p "$OUT_DIR"
tmp="$OUT_DIR/.remotes.default.json.$$"
printf '{"public":"%s","portal":"%s","admin":"%s"}\n' "$public_url" "$portal_url" "$admin_url" > "$tmp"
chmod 0644 "$tmp"
mv -f "$tmp" "$OUT_DIR/remotes.default.json"

echo "$ME: wrote $OUT_DIR/remotes.default.json: $(cat "$OUT_DIR/remotes.default.json")"

# The scheme://host[:port] of each absolute manifest URL, once each.
origins=$(for url in "$public_url" "$portal_url" "$admin_url"; do
    case $url in http://* | https://*) printf '%s\n' "$url" | sed -E 's#^(https?://[^/]+).*#\1#' ;; esac
done | sort -u | tr '\n' ' ')
origins=${origins% }
extra=${origins:+ $origins}
csp="default-src 'self'; script-src 'self'$extra; style-src 'self' 'unsafe-inline'$extra; img-src 'self' data: blob:$extra; font-src 'self' data:$extra; connect-src 'self'$extra; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
cat > "$HEADERS_CONF" <<CONF
# Written by $ME at container start.
add_header Content-Security-Policy "$csp" always;
add_header X-Frame-Options "DENY" always;
CONF
echo "$ME: Content-Security-Policy: $csp"
