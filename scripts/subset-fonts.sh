#!/bin/sh
# Writes the PDF fonts of mock-server/assets/fonts: DejaVu Sans and DejaVu Sans Condensed, each
# weight cut down to the scripts the portal's PDFs write (Latin with Vietnamese, Greek, Cyrillic,
# punctuation, currency and common symbols), without hinting or OpenType layout, which jsPDF does
# not use. A whole DejaVu font is 6,253 glyphs and 760 KB: jsPDF parses it again for every PDF, and
# a one-page PDF carried 280 KB of it. The subset is 2,232 glyphs and about 150 KB.
#
# Needs Debian's fonttools, fonts-dejavu-core and fonts-dejavu-extra:
#   apt-get install fonttools fonts-dejavu-core fonts-dejavu-extra && sh scripts/subset-fonts.sh
set -eu
SOURCE=${DEJAVU_DIR:-/usr/share/fonts/truetype/dejavu}
OUT=$(dirname "$0")/../mock-server/assets/fonts
# Latin (Basic, Latin-1, Extended-A and B, Extended Additional: Vietnamese), spacing modifiers and
# combining marks, Greek, Cyrillic, general punctuation, super- and subscripts, currency,
# letterlike symbols, number forms, arrows, mathematical operators, geometric shapes, U+FFFD.
UNICODES='U+0020-007E,U+00A0-024F,U+02B0-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+2000-206F,U+2070-209F,U+20A0-20CF,U+2100-218F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FFFD'
for font in DejaVuSans DejaVuSans-Bold DejaVuSansCondensed DejaVuSansCondensed-Bold; do
  pyftsubset "$SOURCE/$font.ttf" --unicodes="$UNICODES" --no-hinting --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF,MATH,FFTM,kern --output-file="$OUT/$font.ttf"
done
