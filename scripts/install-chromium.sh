#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser build). Installs it when
# /usr/bin/chromium is missing; needs root or sudo, as apt does.
set -euo pipefail
# The colour emoji font too: the sites' fictional-profile icon (🎭) is an emoji, and screenshots
# should show what members see.
EMOJI_FONT=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
if [ -x /usr/bin/chromium ] && [ -f "$EMOJI_FONT" ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests …"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version
