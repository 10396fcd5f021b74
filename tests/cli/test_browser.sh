# test_browser.sh - the page of `grundy serve` in a real browser: runs
# tests/browser/page.test.js (headless Chromium through playwright-core)
# when Chromium, node and the test's node modules are installed (`make
# deps` installs them), and counts a skip otherwise. Screenshots go to
# BUILD/screenshots.
. tests/cli/lib.sh
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ] || ! command -v node >/dev/null 2>&1 ||
   [ ! -d tests/browser/node_modules/playwright-core ]; then
    skip "needs chromium, node and the node modules of tests/browser (make deps)"
    finish
    exit
fi
if "$GRUNDY" serve --port 0 --bind 256.0.0.1 2>&1 | grep -q "built without"; then
    skip "built without libmicrohttpd (make deps)"
    finish
    exit
fi
shots=$(dirname "$GRUNDY")/screenshots
CHROMIUM=$chromium node tests/browser/page.test.js "$GRUNDY" "$shots"
