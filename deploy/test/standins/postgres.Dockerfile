# Stand-in for the official postgres image (no registry here): Debian's PostgreSQL 15 with
# the official image's interface as compose.yaml uses it: POSTGRES_USER, POSTGRES_PASSWORD
# and POSTGRES_DB on first start, data in /var/lib/postgresql/data, password logins over
# the network, pg_isready on the PATH. deploy/test/compose.test.yaml puts it in place of
# the postgres service's image.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY --chmod=0755 postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
