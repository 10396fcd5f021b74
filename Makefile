# Makefile - builds libgrundy and the grundy command, runs the tests and
# the benchmarks. `make help` lists the targets.

CC      ?= cc
CFLAGS  ?= -O2
WARN     = -std=c11 -Wall -Wextra -Werror -pedantic
DEFS     = -D_POSIX_C_SOURCE=200809L
# The octal engine computes long tables on a second thread (POSIX threads).
THREADS  = -pthread
# Plugins are loaded with dlopen (in the C library since glibc 2.34; -ldl
# keeps older ones working).
DL       = -ldl
CPPFLAGS_ALL = -Iinclude -Isrc $(DEFS) $(CPPFLAGS)
PREFIX  ?= /usr/local
BUILD   ?= build

# GNU readline gives `grundy play` line editing and history. It comes from
# Debian's libreadline-dev (`make deps` installs it); without it the build
# still works, with plain line input.
ifneq ($(wildcard /usr/include/readline/readline.h),)
CLI_DEFS = -DGR_HAVE_READLINE
CLI_LIBS = -lreadline
endif

# GNU libmicrohttpd serves the page and API of `grundy serve`. It comes from
# Debian's libmicrohttpd-dev (`make deps`); without it `serve` says how to
# get it and everything else works.
ifneq ($(wildcard /usr/include/microhttpd.h),)
CLI_DEFS += -DGR_HAVE_MHD
CLI_LIBS += -lmicrohttpd
endif

# A sanitizer build (make check SAN=1) goes to its own folder, with
# assertions on.
ifeq ($(SAN),1)
BUILD    = build-san
CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
           -fno-sanitize-recover=all -DGR_DEBUG
LDFLAGS += -fsanitize=address,undefined
endif

# A fuzzing build (make fuzz) goes to its own folder: clang with libFuzzer's
# coverage, AddressSanitizer and UndefinedBehaviorSanitizer.
ifeq ($(FUZZ),1)
BUILD    = build-fuzz
CC       = clang
CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined \
           -fno-sanitize-recover=all -DGR_DEBUG
LDFLAGS += -fsanitize=address,undefined
# The plain mex marks each heap's splits, n/2 of them for heap n, in a loop
# that libFuzzer's comparison hooks would slow a hundredfold (a heap of
# 65,536 then takes minutes): no comparison hooks there, edge coverage kept.
$(BUILD)/src/octal/octal_mark.o: CFLAGS += -fno-sanitize-coverage=trace-cmp
endif

# Open MPI spreads `grundy census` over the ranks of a job (mpirun -np K).
# `make MPI=1` builds a grundy that can (in build-mpi/); without MPI=1,
# `make check` also builds $(BUILD)/grundy-mpi for its mpirun test when
# mpicc is there (Debian's libopenmpi-dev and openmpi-bin: `make deps`).
MPICC   ?= mpicc
HAVE_MPICC := $(shell command -v $(MPICC) 2>/dev/null)
ifeq ($(MPI),1)
BUILD    = build-mpi
endif

# Languages: one GNU gettext catalogue for each po/LANG.po (or folder
# po/LANG/ of .po files, one for each part of grundy), built with msgfmt
# into $(BUILD)/locale/LANG/LC_MESSAGES/grundy.mo (Debian's gettext: `make
# deps`); without msgfmt grundy still builds and speaks English. `make po`
# writes the template po/grundy.pot from the sources and merges it into each
# catalogue. The strings xgettext looks for: _() and N_(), and the formats
# of the functions that translate their own (gr_error_set, cli_usage...).
LINGUAS  = $(sort $(basename $(notdir $(wildcard po/*.po))) \
               $(patsubst po/%/,%,$(dir $(wildcard po/*/*.po))))
MSGFMT  := $(shell command -v msgfmt 2>/dev/null)
MO_FILES = $(if $(MSGFMT),$(LINGUAS:%=$(BUILD)/locale/%/LC_MESSAGES/grundy.mo))
XGETTEXT_KEYWORDS = --keyword=_ --keyword=N_ --keyword=gr_error_set:3 \
    --keyword=gr_error_at:4 --keyword=cli_usage:1 --keyword=fail:3 \
    --keyword=cli_args_at_most:3
LOCALEDIR = $(PREFIX)/share/locale

LIB_SRC  = $(wildcard src/base/*.c src/core/*.c src/misere/*.c src/games/*.c src/octal/*.c)
CLI_SRC  = $(wildcard src/cli/*.c src/serve/*.c src/play/*.c src/problems/*.c src/answer/*.c)
UNIT_SRC = $(wildcard tests/unit/test_*.c)
LIB_OBJ  = $(LIB_SRC:%.c=$(BUILD)/%.o)
PIC_OBJ  = $(LIB_SRC:%.c=$(BUILD)/pic/%.o)
CLI_OBJ  = $(CLI_SRC:%.c=$(BUILD)/%.o) $(BUILD)/web/web_assets.o
WEB_FILES = web/index.html web/app.js web/style.css
UNIT_BIN = $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
TOOL_BIN = $(patsubst tests/tools/%.c,$(BUILD)/tools/%,$(wildcard tests/tools/*.c))
HEADERS  = $(wildcard include/*.h src/*.h src/*/*.h tests/unit/*.h tests/fuzz/*.h)
# The command layer of the front end: main, the command table and the
# commands (src/cli/cmd_*.c); only the grundy binary links it. Every other
# part of the front end goes into libgrundy-front.a (FRONT_LIB), which the
# binary, the unit tests and the fuzz targets link.
CMD_SRC  = src/cli/main.c src/cli/commands.c $(wildcard src/cli/cmd_*.c)
CMD_OBJ  = $(CMD_SRC:%.c=$(BUILD)/%.o)
FRONT_OBJ = $(filter-out $(CMD_OBJ),$(CLI_OBJ))
FRONT_LIB = $(BUILD)/libgrundy-front.a
# The fuzz targets (tests/fuzz/fuzz_NAME.c) link the library and the
# front-end library; `make check` replays each one's committed corpus.
FUZZ_NAMES = $(patsubst tests/fuzz/fuzz_%.c,%,$(filter-out tests/fuzz/fuzz_common.c, \
                 $(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_SRC = tests/fuzz/fuzz_common.c
REPLAY_BIN = $(FUZZ_NAMES:%=$(BUILD)/tests/test_fuzz_%)
FUZZ_SECONDS ?= 60

.PHONY: all check demo bench install uninstall clean help deps fuzz fuzz-build po FORCE

# The shared library: libgrundy.so.$(SOVERSION) is its SONAME; only the
# functions declared in include/grundy.h are exported (the list is made from
# the header, so it cannot drift).
VERSION   = 0.1.0
SOVERSION = 0
SHLIB     = libgrundy.so.$(VERSION)

all: $(BUILD)/grundy $(BUILD)/libgrundy.a $(BUILD)/libgrundy.so $(MO_FILES)

# The take-and-break engine's loops start on 32-byte boundaries: without
# that, Treblecross's far marks ran 9% slower in one build than in the next
# as unrelated code moved them (0.007 to 4·10^5 on one thread: 7.0-7.2 s
# against 6.3-6.6 s; Officers and Grundy's game within the noise either way).
# ENGINE_PAD=N puts N bytes of padding ahead of octal_sparse.c's code, to
# see whether a loop's speed hangs on where it falls in a line
# (bench/bench_layout.sh).
$(BUILD)/src/octal/%.o $(BUILD)/pic/src/octal/%.o: ENGINE_FLAGS = -falign-loops=32 \
    $(if $(ENGINE_PAD),-DGR_CODE_PAD=$(ENGINE_PAD))

$(BUILD)/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(ENGINE_FLAGS) $(THREADS) -c $< -o $@

# The language module is told the catalogues there are; it finds them
# beside its binary (BIN/locale in a build tree, BIN/../share/locale once
# installed), so an installed grundy may be moved with its prefix.
$(BUILD)/src/base/i18n.o $(BUILD)/pic/src/base/i18n.o: $(BUILD)/i18n.flags
$(BUILD)/src/base/i18n.o: CPPFLAGS_ALL += $(I18N_DEFS)
$(BUILD)/pic/src/base/i18n.o: CPPFLAGS_ALL += $(I18N_DEFS)
I18N_DEFS = -DGR_LINGUAS='"$(LINGUAS)"'

$(BUILD)/i18n.flags: FORCE
	@mkdir -p $(dir $@)
	@echo '$(I18N_DEFS)' | cmp -s - $@ || echo '$(I18N_DEFS)' > $@

.SECONDEXPANSION:
$(BUILD)/locale/%/LC_MESSAGES/grundy.mo: $$(wildcard po/$$*.po po/$$*/*.po)
	@mkdir -p $(dir $@)
	msgcat --use-first -o $@.po $^ && msgfmt --check -o $@ $@.po && rm -f $@.po

po: FORCE
	xgettext --from-code=UTF-8 --language=C $(XGETTEXT_KEYWORDS) --add-comments=TRANSLATORS: \
	    --package-name=grundy --package-version=$(VERSION) --msgid-bugs-address= \
	    --no-location --sort-output -o po/grundy.pot $(sort $(wildcard src/*/*.c src/*/*.h))
	for l in $(LINGUAS); do [ ! -f po/$$l.po ] || msgmerge --quiet --update --backup=none \
	    --no-fuzzy-matching --no-location --sort-output po/$$l.po po/grundy.pot; done

# The optional parts found (readline, libmicrohttpd) are written down: when
# they change (after make deps) the CLI is built again, not left without them.
$(BUILD)/cli.flags: FORCE
	@mkdir -p $(dir $@)
	@echo '$(CLI_DEFS)' | cmp -s - $@ || echo '$(CLI_DEFS)' > $@

FORCE:

$(BUILD)/src/cli/%.o: src/cli/%.c $(HEADERS) $(BUILD)/cli.flags
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(CLI_DEFS) $(WARN) $(CFLAGS) $(THREADS) -c $< -o $@

# The page's files, built into the binary (web/embed.sh makes the C file).
$(BUILD)/web/web_assets.c: web/embed.sh $(WEB_FILES)
	@mkdir -p $(dir $@)
	sh web/embed.sh $@ $(WEB_FILES)

$(BUILD)/web/web_assets.o: $(BUILD)/web/web_assets.c src/serve/serve.h $(HEADERS)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) -c $< -o $@

$(BUILD)/pic/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(ENGINE_FLAGS) $(THREADS) -fPIC -c $< -o $@

$(BUILD)/libgrundy.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

# The static library that is installed: one object linked from the same
# ones, in which only the header's gr_ functions stay global (as in the
# shared library's version script), so that a program's own memo_init or
# walk_run never clashes with the library's insides. The tests and the
# command link build/libgrundy.a, whose insides they may call.
$(BUILD)/public/libgrundy.a: $(LIB_OBJ) $(BUILD)/libgrundy.syms
	@mkdir -p $(dir $@)
	rm -f $@ $(BUILD)/public/grundy.o
	$(LD) -r -o $(BUILD)/public/grundy.o $(LIB_OBJ)
	objcopy --keep-global-symbols=$(BUILD)/libgrundy.syms $(BUILD)/public/grundy.o
	ar rcs $@ $(BUILD)/public/grundy.o

$(FRONT_LIB): $(FRONT_OBJ)
	rm -f $@
	ar rcs $@ $^

# The functions the header declares, one a line (its function-pointer
# fields aside): all that the libraries export, and the command to plugins.
$(BUILD)/libgrundy.syms: include/grundy.h
	@mkdir -p $(dir $@)
	sed 's/(\*gr_[a-z0-9_]*)//g' include/grundy.h | grep -o 'gr_[a-z0-9_]*(' | \
	    sed 's/($$//' | sort -u > $@

$(BUILD)/libgrundy.map: $(BUILD)/libgrundy.syms
	{ echo '{ global:'; sed 's/$$/;/' $<; echo 'local: *; };'; } > $@

# The grundy command exports the same functions to the plugins it loads, so
# a plugin uses the command's own library (one registry), linked with
# -lgrundy or not.
$(BUILD)/grundy.dynlist: $(BUILD)/libgrundy.syms
	{ echo '{'; sed 's/$$/;/' $<; echo '};'; } > $@

$(BUILD)/$(SHLIB): $(PIC_OBJ) $(BUILD)/libgrundy.map
	$(CC) -shared $(LDFLAGS) $(THREADS) -Wl,-soname,libgrundy.so.$(SOVERSION) \
	    -Wl,--version-script,$(BUILD)/libgrundy.map -o $@ $(PIC_OBJ) $(DL)

$(BUILD)/libgrundy.so: $(BUILD)/$(SHLIB)
	ln -sf $(SHLIB) $(BUILD)/libgrundy.so.$(SOVERSION)
	ln -sf $(SHLIB) $@

ifneq ($(MPI),1)
$(BUILD)/grundy: $(CMD_OBJ) $(FRONT_LIB) $(BUILD)/libgrundy.a $(BUILD)/grundy.dynlist
	$(CC) $(LDFLAGS) $(THREADS) -Wl,--dynamic-list,$(BUILD)/grundy.dynlist -o $@ $(CMD_OBJ) \
	    $(FRONT_LIB) -Wl,--whole-archive $(BUILD)/libgrundy.a -Wl,--no-whole-archive \
	    $(CLI_LIBS) $(DL)
else
$(BUILD)/grundy: $(BUILD)/grundy-mpi
	cp $< $@
endif

# The same command with census_mpi.c built against Open MPI (mpicc), in a
# front-end library of its own.
MPI_FRONT_OBJ = $(filter-out $(BUILD)/src/cli/census_mpi.o,$(FRONT_OBJ)) $(BUILD)/mpi/census_mpi.o
$(BUILD)/mpi/census_mpi.o: src/cli/census_mpi.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(MPICC) $(CPPFLAGS_ALL) -DGR_HAVE_MPI $(WARN) $(CFLAGS) $(THREADS) -c $< -o $@

$(BUILD)/mpi/libgrundy-front.a: $(MPI_FRONT_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/grundy-mpi: $(CMD_OBJ) $(BUILD)/mpi/libgrundy-front.a $(BUILD)/libgrundy.a \
                     $(BUILD)/grundy.dynlist
	$(MPICC) $(LDFLAGS) $(THREADS) -Wl,--dynamic-list,$(BUILD)/grundy.dynlist -o $@ $(CMD_OBJ) \
	    $(BUILD)/mpi/libgrundy-front.a -Wl,--whole-archive $(BUILD)/libgrundy.a \
	    -Wl,--no-whole-archive $(CLI_LIBS) $(DL)

# Unit tests link the library and the front-end library (never a command,
# never a .c file included): test_scan its scanner, test_play its play modules.
$(BUILD)/tests/%: tests/unit/%.c tests/unit/check.c $(FRONT_LIB) $(BUILD)/libgrundy.a $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) -DGR_BUILD_DIR='"$(BUILD)"' $(WARN) $(CFLAGS) $(THREADS) $(LDFLAGS) \
	    -o $@ $< tests/unit/check.c $(FRONT_LIB) $(BUILD)/libgrundy.a $(CLI_LIBS) $(DL)

# The example plugin (examples/euclid.c), built against the library in the
# build folder; test_install.sh builds it again against an installed one,
# with pkg-config, as a user would.
$(BUILD)/examples/euclid.so: examples/euclid.c include/grundy.h $(BUILD)/libgrundy.so
	@mkdir -p $(dir $@)
	$(CC) -Iinclude $(WARN) $(CFLAGS) -fPIC -shared $(LDFLAGS) -o $@ $< \
	    -L$(BUILD) -lgrundy -Wl,-rpath,'$$ORIGIN/..'

# A fuzz target run over its corpus files, outside the fuzzer.
$(BUILD)/tests/test_fuzz_%: tests/fuzz/fuzz_%.c $(FUZZ_SRC) tests/fuzz/driver.c $(FRONT_LIB) \
                            $(BUILD)/libgrundy.a $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(THREADS) $(LDFLAGS) -DFUZZ_NAME='"$*"' -o $@ \
	    $< $(FUZZ_SRC) tests/fuzz/driver.c $(FRONT_LIB) $(BUILD)/libgrundy.a $(CLI_LIBS) $(DL)

# The same target under libFuzzer (FUZZ=1 builds).
$(BUILD)/fuzz/%: tests/fuzz/fuzz_%.c $(FUZZ_SRC) $(FRONT_LIB) $(BUILD)/libgrundy.a $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(THREADS) $(LDFLAGS) -fsanitize=fuzzer -o $@ \
	    $< $(FUZZ_SRC) $(FRONT_LIB) $(BUILD)/libgrundy.a $(CLI_LIBS) $(DL)

fuzz-build: $(FUZZ_NAMES:%=$(BUILD)/fuzz/%)

# Every fuzz target for FUZZ_SECONDS (default 60) each, from its corpus;
# what crashes goes to build-fuzz/crashes/ (once fixed, copy it into
# tests/fuzz/corpus/NAME/, which make check replays).
fuzz:
	@$(MAKE) --no-print-directory FUZZ=1 fuzz-build
	@sh tests/fuzz/run.sh build-fuzz $(FUZZ_SECONDS) $(FUZZ_NAMES)

# Test tools: independent referees and input generators used by the CLI tests.
$(BUILD)/tools/%: tests/tools/%.c
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(THREADS) $(LDFLAGS) -o $@ $<

# Every unit test binary and every CLI test script; ends with "N passed, N failed,
# N skipped".
# The mpirun test's grundy, in plain builds where mpicc is there.
ifneq ($(HAVE_MPICC),)
ifeq ($(SAN)$(FUZZ),)
CHECK_MPI = $(BUILD)/grundy-mpi
endif
endif

check: all $(UNIT_BIN) $(TOOL_BIN) $(REPLAY_BIN) $(BUILD)/examples/euclid.so $(CHECK_MPI)
	@TEST_CFLAGS="$(CFLAGS)" TEST_LDFLAGS="$(LDFLAGS)" VALGRIND="$(VALGRIND)" TESTS="$(TESTS)" \
	    sh tests/run.sh $(BUILD)

demo: $(BUILD)/grundy
	@sh tests/demo.sh $(BUILD)/grundy

bench: all
	@$(MAKE) --no-print-directory -C bench BUILD=../$(BUILD)

install: all $(BUILD)/public/libgrundy.a
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include \
	    $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BUILD)/grundy $(DESTDIR)$(PREFIX)/bin/grundy
	install -m 644 $(BUILD)/public/libgrundy.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(BUILD)/$(SHLIB) $(DESTDIR)$(PREFIX)/lib/
	ln -sf $(SHLIB) $(DESTDIR)$(PREFIX)/lib/libgrundy.so.$(SOVERSION)
	ln -sf libgrundy.so.$(SOVERSION) $(DESTDIR)$(PREFIX)/lib/libgrundy.so
	install -m 644 include/grundy.h $(DESTDIR)$(PREFIX)/include/grundy.h
	install -m 644 man/grundy.1 $(DESTDIR)$(PREFIX)/share/man/man1/grundy.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	    $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(BUILD)/grundy completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/grundy
	$(BUILD)/grundy completion zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_grundy
	$(BUILD)/grundy completion fish > \
	    $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/grundy.fish
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' grundy.pc.in \
	    > $(DESTDIR)$(PREFIX)/lib/pkgconfig/grundy.pc
	for l in $(if $(MSGFMT),$(LINGUAS)); do \
	    install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
	    install -m 644 $(BUILD)/locale/$$l/LC_MESSAGES/grundy.mo \
	        $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/grundy.mo || exit 1; done
	for d in $(notdir $(wildcard man/*_*)); do \
	    install -d $(DESTDIR)$(PREFIX)/share/man/$$d/man1 && \
	    install -m 644 man/$$d/man1/grundy.1 $(DESTDIR)$(PREFIX)/share/man/$$d/man1/grundy.1 \
	        || exit 1; done

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/grundy $(DESTDIR)$(PREFIX)/lib/libgrundy.a \
	    $(DESTDIR)$(PREFIX)/lib/libgrundy.so $(DESTDIR)$(PREFIX)/lib/libgrundy.so.$(SOVERSION) \
	    $(DESTDIR)$(PREFIX)/lib/$(SHLIB) $(DESTDIR)$(PREFIX)/include/grundy.h \
	    $(DESTDIR)$(PREFIX)/lib/pkgconfig/grundy.pc $(DESTDIR)$(PREFIX)/share/man/man1/grundy.1 \
	    $(DESTDIR)$(PREFIX)/share/bash-completion/completions/grundy \
	    $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_grundy \
	    $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/grundy.fish \
	    $(LINGUAS:%=$(DESTDIR)$(LOCALEDIR)/%/LC_MESSAGES/grundy.mo) \
	    $(patsubst man/%,$(DESTDIR)$(PREFIX)/share/man/%/man1/grundy.1,$(wildcard man/*_*))

# The build's Debian packages: readline for `grundy play`, pkg-config for the
# install test, gettext (msgfmt) for the catalogues; and what the tests use,
# which skip their checks without it (tmux, script, strace, zsh, fish,
# readelf and nm; a CJK font for the Chinese screenshots of the browser
# test). Run as root (or with sudo).
deps:
	apt-get update -qq && apt-get install -y -qq libreadline-dev pkgconf clang \
	    libclang-rt-14-dev valgrind libmicrohttpd-dev curl chromium libopenmpi-dev openmpi-bin \
	    tmux bsdutils strace zsh fish binutils gettext fonts-wqy-microhei
	command -v npm >/dev/null || apt-get install -y -qq nodejs npm
	cd tests/browser && npm ci --no-audit --no-fund

clean:
	rm -rf build build-san build-fuzz build-mpi bench/out

help:
	@echo "make            build build/grundy, build/libgrundy.a, build/libgrundy.so"
	@echo "make check      build and run every test (SAN=1: under ASan+UBSan; VALGRIND=1:"
	@echo "                under valgrind's memcheck; TESTS=\"test_api test_solve.sh\": only those)"
	@echo "make demo       a guided tour on built-in examples"
	@echo "make bench      benchmarks against the references in bench/"
	@echo "make install    PREFIX=/usr/local: binary, library, header, grundy.pc, man page"
	@echo "make fuzz       every fuzz target under libFuzzer, FUZZ_SECONDS=60 each (clang)"
	@echo "make deps       install the Debian packages the build uses (readline, pkgconf,"
	@echo "                clang and its libFuzzer runtime, valgrind) and the tools tests"
	@echo "                use (tmux, strace, zsh, fish...; without them checks are skipped)"
