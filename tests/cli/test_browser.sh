# test_browser.sh - the page of `grundy serve` in a real browser: runs
# tests/browser/page.test.js (headless Chromium through playwright-core)
# when Chromium, node and the test's node modules are installed (`make
# deps` installs them), and says it skipped otherwise. Screenshots go to
# BUILD/screenshots.
. tests/cli/lib.sh
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ] || ! command -v node >/dev/null 2>&1 ||
   [ ! -d tests/browser/node_modules/playwright-core ]; then
    echo "test_browser: skipped (needs chromium, node and npm ci in tests/browser: make deps)"
    pass
    finish
    exit
fi
if "$GRUNDY" serve --port 0 --bind 256.0.0.1 2>&1 | grep -q "built without"; then
    echo "test_browser: skipped (built without libmicrohttpd)"
    pass
    finish
    exit
fi
shots=$(dirname "$GRUNDY")/screenshots
CHROMIUM=$chromium node tests/browser/page.test.js "$GRUNDY" "$shots"
