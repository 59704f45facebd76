#!/bin/sh
# A self-signed certificate for the proxy of a staging stack (never for production, never committed):
#   deploy/make-cert.sh [DIR] [NAME...]     DIR: deploy/certs; NAMEs: host names and IP addresses it is for
# writes DIR/fullchain.pem and DIR/privkey.pem (valid 30 days), as compose.yaml's proxy reads them. Production
# puts its real certificate and key there under the same names instead.
set -eu
dir=${1:-$(dirname "$0")/certs}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- localhost 127.0.0.1
san=""
for name in "$@"; do
  case $name in
    *[!0-9.:]*) entry="DNS:$name" ;;
    *) entry="IP:$name" ;;
  esac
  san="${san:+$san,}$entry"
done
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$1" -addext "subjectAltName=$san" \
  -keyout "$dir/privkey.pem" -out "$dir/fullchain.pem" 2>/dev/null
chmod 600 "$dir/privkey.pem"
chmod 644 "$dir/fullchain.pem"
echo "self-signed certificate for $san in $dir"
