#!/bin/sh
# The official nginx image's start-up: every file of /docker-entrypoint.d/ in order, *.envsh
# sourced (so what it exports reaches the later ones), *.sh run, then nginx.
set -e
if [ "$1" = nginx ]; then
    for f in $(find /docker-entrypoint.d/ -type f | sort -V); do
        [ -x "$f" ] || continue
        case $f in
            *.envsh) echo "$0: sourcing $f"; . "$f" ;;
            *.sh) echo "$0: running $f"; "$f" ;;
        esac
    done
fi
exec "$@"
