#!/bin/sh
# As the official image's: /etc/nginx/templates/*.template to NGINX_ENVSUBST_OUTPUT_DIR
# (/etc/nginx/conf.d/ by default), replacing only the variables whose names match
# NGINX_ENVSUBST_FILTER.
set -e
[ -d /etc/nginx/templates ] || exit 0
defined=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${NGINX_ENVSUBST_FILTER:-}/ ) ? name : \"\" } }" </dev/null))
for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    out="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}/$(basename "$template" .template)"
    echo "$0: envsubst $template > $out"
    envsubst "$defined" <"$template" >"$out"
done
