# Adjutant - a table-side companion for historical board wargames.
#
#   make run     install missing build dependencies, build, install the
#                manual page where `man adjutant` finds it, start the REPL
#   make test    the same set-up, then every test (also under ASan+UBSan)
#   make bench   benchmarks, printing figures (BASE=COMMIT: beside that
#                commit's binary)
#   make install PREFIX=/usr/local DESTDIR=

PREFIX	?= /usr/local
DESTDIR	?=
CC	?= cc
PKGS	 = sqlite3 jansson
CFLAGS	?= -O2 -g
WARN	 = -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror
# libmicrohttpd, libcurl, libcrypto and readline (the prompt's: rl.c) are
# loaded when first needed (dlopen), so that a command that needs none of
# them pays nothing for them at start-up: their headers only.
CPPFLAGS = -Iinclude $(shell pkg-config --cflags $(PKGS) libmicrohttpd libcurl libcrypto 2>/dev/null)
# SQLite and jansson are linked into the binary when their archives are
# installed (libsqlite3-dev and libjansson-dev ship them): every command
# uses both, and as shared libraries they cost each start their loading and
# relocation, a quarter of a millisecond of a `-c status` (issue 27).
ARCHIVED = $(foreach l,$(PKGS),$(if $(wildcard $(shell $(CC) \
	   -print-file-name=lib$(l).a)),$(l)))
LIBS	 = -Wl,-O1,--as-needed -Wl,-Bstatic $(ARCHIVED:%=-l%) -Wl,-Bdynamic \
	   $(filter-out $(ARCHIVED:%=-l%),$(shell pkg-config --libs $(PKGS) \
	   2>/dev/null || echo -lsqlite3 -ljansson)) $(YAML_LIB) -lm -lpthread

# libyaml reads and writes game modules (module_*.c), libcsv reads their
# tables' grids (module_cells.c), linked in as they are when their
# archives are installed (libyaml-dev and libcsv-dev ship them): a
# module's structure is parsed by libraries made for it, not by hand.
comma	:= ,
archived = $(if $(wildcard $(shell $(CC) -print-file-name=lib$(1).a)),-Wl$(comma)-Bstatic -l$(1) -Wl$(comma)-Bdynamic,-l$(1))
YAML_LIB = $(call archived,yaml) $(call archived,csv)

B	 = build
CORE	 = $(wildcard src/core/*.c src/mech/*.c)
CLI	 = $(wildcard src/cli/*.c src/server/*.c src/sync/*.c)
SQL	 = db/schema.sql $(sort $(wildcard db/games/*.sql)) \
	   $(sort $(wildcard db/games/*/*.sql))
HDRS	 = $(wildcard include/adj/*.h include/adj/mech/*.h src/mech/*.h src/cli/*.h src/core/*.h src/server/*.h src/sync/*.h)

.PHONY: all run test bench install install-man clean deps check-asan unit transcripts

all: $(B)/adjutant $(B)/adjutant.1 $(B)/adjutant-module.5

deps:
	@sh scripts/bootstrap.sh

run: deps
	@$(MAKE) --no-print-directory all install-man
	./$(B)/adjutant

# The manual page alone, under PREFIX or, when that is not ours to write,
# the user's own share/man (scripts/install-man.sh): `make run` needs no root.
install-man: $(B)/adjutant.1 $(B)/adjutant-module.5
	@sh scripts/install-man.sh $(B)/adjutant.1 $(DESTDIR)$(PREFIX) $(B)/adjutant-module.5

# One rules image per build flavour, built by the sqlite3 shell from db/.
$(B)/%/rules.db: $(SQL) scripts/build-rules.sh scripts/strip-schema.awk
	@mkdir -p $(@D)
	sh scripts/build-rules.sh $@ $(SQL)

# It is linked in two parts (db/rules-first.txt): what a command reads
# first, and the rest.
$(B)/%/rules-first.db $(B)/%/rules-rest.db: $(B)/%/rules.db db/rules-first.txt scripts/split-rules.sh
	sh scripts/split-rules.sh $< db/rules-first.txt $(@D)/rules-first.db $(@D)/rules-rest.db

# Normal build: build/release; sanitizer build: build/asan.
define flavour
$(B)/$(1)/obj/%.o: src/%.c $(HDRS)
	@mkdir -p $$(@D)
	$$(CC) $$(WARN) $(2) $$(CPPFLAGS) -c $$< -o $$@

$(B)/$(1)/obj/core/rules_image.o: src/core/rules_image.S $(B)/$(1)/rules-first.db $(B)/$(1)/rules-rest.db db/schema.sql
	@mkdir -p $$(@D)
	$$(CC) -c -DRULES_FIRST='"$(B)/$(1)/rules-first.db"' \
	    -DRULES_REST='"$(B)/$(1)/rules-rest.db"' \
	    -DRULES_SCHEMA='"db/schema.sql"' $$< -o $$@

$(B)/$(1)/libadj.a: $(patsubst src/%.c,$(B)/$(1)/obj/%.o,$(CORE)) $(B)/$(1)/obj/core/rules_image.o
	rm -f $$@ && ar rcs $$@ $$^

$(B)/$(1)/obj/server/view_page.o: src/server/view_page.S src/server/view.html
	@mkdir -p $$(@D)
	$$(CC) -c $$< -o $$@

# src/main.c picks the face (serve or the terminal), above them all.
$(B)/$(1)/adjutant: $(patsubst src/%.c,$(B)/$(1)/obj/%.o,src/main.c $(CLI)) $(B)/$(1)/obj/server/view_page.o $(B)/$(1)/libadj.a
	$$(CC) $(2) -o $$@ $$^ $$(LIBS)

# The faces as an archive too, for the unit tests of their own pure parts
# (the authority judge): a test links only what it names.
$(B)/$(1)/libfaces.a: $(patsubst src/%.c,$(B)/$(1)/obj/%.o,$(CLI))
	rm -f $$@ && ar rcs $$@ $$^

$(B)/$(1)/unit-%: tests/unit/%.c $(B)/$(1)/libfaces.a $(B)/$(1)/libadj.a $(wildcard tests/unit/*.h)
	$$(CC) $$(WARN) $(2) $$(CPPFLAGS) -Itests/unit -o $$@ $$< $(B)/$(1)/libfaces.a $(B)/$(1)/libadj.a $$(LIBS) -lcmocka
endef

RELFLAGS  = $(CFLAGS)
ASANFLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
$(eval $(call flavour,release,$(RELFLAGS)))
$(eval $(call flavour,asan,$(ASANFLAGS)))

# The manual page, made from the program's own --help and `help`.
# The module format's page, adjutant-module(5), made from the schema.
$(B)/adjutant-module.5: db/schema.sql scripts/module-man.sh $(B)/release/adjutant
	sh scripts/module-man.sh db/schema.sql "$$($(B)/release/adjutant --version | awk '{ print $$2 }')" $@.tmp && mv -f $@.tmp $@

$(B)/adjutant.1: $(B)/release/adjutant scripts/man.sh
	sh scripts/man.sh $(B)/release/adjutant $@.tmp && mv -f $@.tmp $@

# Replace by rename, so a running copy (an open REPL) never blocks a build.
$(B)/adjutant: $(B)/release/adjutant
	cp $< $@.tmp && mv -f $@.tmp $@

UNITS = $(patsubst tests/unit/test_%.c,%,$(wildcard tests/unit/test_*.c))

test: deps
	@$(MAKE) --no-print-directory all
	@$(MAKE) --no-print-directory $(UNITS:%=$(B)/release/unit-test_%) $(UNITS:%=$(B)/asan/unit-test_%) $(B)/asan/adjutant
	sh scripts/run-tests.sh $(B) $(UNITS)

# The load generator of the server's benchmarks.
$(B)/loadgen: scripts/loadgen.c src/core/num.c include/adj/num.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 -Iinclude -o $@ $< src/core/num.c -lpthread

# What scripts/bench-data.sh hashes a replicated session's chain with:
# the journal's own event_hash.
$(B)/release/bench-chain: scripts/bench-chain.c $(B)/release/libadj.a
	$(CC) $(WARN) $(RELFLAGS) $(CPPFLAGS) -o $@ $< $(B)/release/libadj.a $(LIBS)

# BASE=COMMIT: that commit's binary too, built under build/base/COMMIT
# (scripts/bench-base.sh), run in the same rounds for a ratio.
bench: all $(B)/loadgen $(B)/release/bench-chain
	@base=; if [ -n "$(BASE)" ]; then \
	    base=$$(sh scripts/bench-base.sh "$(BASE)") || exit 1; fi; \
	echo "sh scripts/bench.sh $(B)/adjutant $(B)/loadgen $$base"; \
	sh scripts/bench.sh $(B)/adjutant $(B)/loadgen $$base

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(B)/adjutant $(DESTDIR)$(PREFIX)/bin/adjutant
	install -m 644 $(B)/adjutant.1 $(DESTDIR)$(PREFIX)/share/man/man1/adjutant.1
	install -d $(DESTDIR)$(PREFIX)/share/man/man5
	install -m 644 $(B)/adjutant-module.5 $(DESTDIR)$(PREFIX)/share/man/man5/adjutant-module.5

clean:
	rm -rf $(B)
