# Stand-in for the official nginx image (tagged with its name by tests/deploy/standins.mjs):
# Debian's nginx with the parts of the official image the product's images rely on:
# an nginx.conf that includes conf.d/*.conf, templates turned into conf.d files by envsubst
# (NGINX_ENVSUBST_FILTER), NGINX_LOCAL_RESOLVERS from /etc/resolv.conf, scripts run from
# /docker-entrypoint.d/, logs to the container's output, and a wget for health checks.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light gettext-base wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log \
 && mkdir -p /docker-entrypoint.d /usr/share/nginx/html
COPY nginx.conf /etc/nginx/nginx.conf
COPY --chmod=0755 nginx-entrypoint.sh /docker-entrypoint.sh
COPY --chmod=0755 15-local-resolvers.envsh 20-envsubst-on-templates.sh /docker-entrypoint.d/
ENTRYPOINT ["/docker-entrypoint.sh"]
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
