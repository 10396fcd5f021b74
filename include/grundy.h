/*
** grundy.h - the public interface of libgrundy, and its manual.
**
** libgrundy solves impartial combinatorial games: who wins, the
** Sprague-Grundy value (nim-value) and every winning move, for Nim and its
** relatives, for sums of them, and for games a user defines.
**
** The library has three layers, and this header follows them:
**
**   1. Rulesets (struct gr_ruleset): one table of functions per game, that
**      parses a component, prints it, gives its value and its moves.
**   2. Positions and the solver: a position is a sum of components, each
**      played under some ruleset; the solver is written once on top of the
**      rulesets (value = XOR, outcome, winning moves, misere play).
**   3. Front ends (the grundy command, its web server) talk only to layer
**      2: they read a ruleset's description (name, summary, syntax, shape,
**      which ops it has) but call its ops only through the functions below
**      (gr_game_value, gr_game_moves, gr_component_draw, ...), which fill in
**      the defaults.
**
** Conventions, for every function below unless its own comment says more:
**
**   Errors. A function that can fail returns an int status (GR_OK on
**   success) or NULL, and fills a caller-provided gr_error with one line
**   that says what is wrong and where. Every gr_error argument may be NULL:
**   the status still says what happened, the words are dropped.
**
**   Ownership. Objects returned by the new, parse, copy and after functions
**   (gr_game_new, gr_position_parse_*, gr_position_copy, gr_position_after,
**   gr_solve's analysis, gr_state_copy) belong to the caller, who releases
**   each with its matching function (gr_game_unref, gr_position_free,
**   gr_analysis_free, gr_state_release). Pointers the library hands to a
**   callback (gr_option, gr_winning_move) are valid during the callback only.
**   Strings returned (gr_buf_str, gr_version) are borrowed.
**
**   NULL. Every free, release and unref function accepts NULL and then does
**   nothing (and gr_analysis_free or gr_buf_free twice is harmless). Other
**   pointer arguments must not be NULL unless a comment says they may.
**
**   Threads. Functions may run at the same time on different objects.
**   One object (a gr_buf, a gr_position, an analysis) is used by one thread
**   at a time. A gr_game is shared by reference and fills caches as it is
**   asked (the value tables of take-and-break and subtraction games): use a
**   game from one thread at a time, or give each thread its own game (made
**   with gr_game_new); the settings of long runs travel with their game
**   (gr_game_set_long_run). Process-wide: gr_registry_add only; call it
**   before other threads use the library. gr_version, gr_mex,
**   gr_parse_u64, the gr_nim functions and the gr_error functions keep no
**   state.
*/
#ifndef GRUNDY_H
#define GRUNDY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GR_VERSION "0.1.0"
#define GR_RULESET_API 6   /* bumped when struct gr_ruleset (or gr_value) changes */

/* The version of the library linked at run time ("0.1.0"); compare it with
** GR_VERSION, the version this header belongs to. A static string: never
** NULL, never freed, safe from any thread. */
const char *gr_version(void);

/* ---------------------------------------------------------------------------
** Status codes and errors
** ------------------------------------------------------------------------- */

enum {
    GR_OK = 0,
    GR_EINPUT,      /* malformed input: syntax, unknown name, bad argument */
    GR_ERANGE,      /* a number or size that does not fit, refused */
    GR_EUNDECIDED,  /* well-formed, but beyond what can be computed here */
    GR_ENOMEM,      /* out of memory */
    GR_EIO,         /* reading or writing failed */
    GR_ESTOP        /* a callback asked to stop an enumeration (not an error) */
};

/* One error: a status code, where it happened and what is wrong.
** `where` is filled by the layer that knows the location ("argument 3",
** "line 2, column 7"); `arg` is the index of the offending argument in the
** list a ruleset was given, or -1 when no argument is to blame. */
typedef struct gr_error {
    int code;
    long arg;
    char where[256];   /* "argument 3", "line 2, column 5", "FILE:2:5" */
    char message[256];
} gr_error;

/* Sets err (if not NULL) to code and a printf-style message; returns code. */
int gr_error_set(gr_error *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The same, blaming argument `arg` of the list being parsed. */
int gr_error_at(gr_error *err, long arg, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* Clears err to GR_OK. */
void gr_error_clear(gr_error *err);

/* ---------------------------------------------------------------------------
** Text buffers: growable strings that rulesets print into
** ------------------------------------------------------------------------- */

typedef struct gr_buf {
    char *data;   /* always NUL-terminated once anything was added */
    size_t len;
    size_t cap;
    int failed;   /* set when an allocation failed; later writes do nothing */
} gr_buf;

#define GR_BUF_INIT {NULL, 0, 0, 0}

void gr_buf_puts(gr_buf *b, const char *s);
void gr_buf_putn(gr_buf *b, const char *s, size_t n);
void gr_buf_putc(gr_buf *b, char c);
void gr_buf_u64(gr_buf *b, uint64_t v);
/* The n numbers v[0..n), in decimal, each followed by `after` (a long
** list's fast path: room made once). */
void gr_buf_u64s(gr_buf *b, const uint64_t *v, size_t n, char after);
void gr_buf_printf(gr_buf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Empties the buffer, keeping its memory. */
void gr_buf_reset(gr_buf *b);
/* Returns the text ("" when empty); valid until the next write. */
const char *gr_buf_str(const gr_buf *b);
void gr_buf_free(gr_buf *b);

/* Parses a whole decimal unsigned 64-bit number (no sign, no spaces).
** Returns GR_OK, GR_EINPUT (not a number) or GR_ERANGE (too large), and
** sets err->message to say which. */
int gr_parse_u64(const char *text, uint64_t *out, gr_error *err);

/* ---------------------------------------------------------------------------
** Values
**
** A component's value is a nimber *n for every finite impartial game. A
** loopy game (one whose play may go on forever, e.g. a game graph with a
** cycle) has the generalized Sprague-Grundy function instead: a finite value
** n, or infinity with the set K of finite values it can escape to
** (GR_VALUE_INF, printed "∞{0,2}"). Finite values XOR as always; one
** infinite component ∞_K with finite rest b sums to ∞_{K xor b}; two or more
** infinite components sum to ∞ with K empty. ∞_K is an N-position when 0 is
** in K, otherwise a draw (GR_OUTCOME_D). GR_VALUE_UNKNOWN means the ruleset has no closed form
** for this component and the solver must search, or decide the outcome some
** other way (e.g. Moore's Nim, Wythoff's game for huge piles).
** ------------------------------------------------------------------------- */

typedef enum gr_value_kind {
    GR_VALUE_NIMBER = 0,
    GR_VALUE_UNKNOWN,
    GR_VALUE_INF
} gr_value_kind;

typedef struct gr_value {
    gr_value_kind kind;
    uint64_t nimber;  /* the nim-value when kind == GR_VALUE_NIMBER */
    /* GR_VALUE_INF: the escape set K, ascending (owned by the game, or by the
    ** analysis for a sum) */
    const uint64_t *escapes;
    size_t nescapes;
    /* a finite value of a loopy game: its counter. From a component of
    ** value g, a move to a follower of value g (back from an infinite one)
    ** with a smaller counter makes progress; the winner uses it. 0 otherwise. */
    uint64_t counter;
} gr_value;

/* Outcome classes: who wins with perfect play. */
typedef enum gr_outcome {
    GR_OUTCOME_P = 0,   /* the player to move loses (previous player wins) */
    GR_OUTCOME_N = 1,   /* the player to move wins (next player wins) */
    GR_OUTCOME_D = 2    /* a draw: with perfect play nobody wins (loopy games) */
} gr_outcome;

/* ---------------------------------------------------------------------------
** Rulesets: what a game must implement
**
** A ruleset is a table of functions; adding a game means writing one file
** src/games/NAME.c that defines one `const struct gr_ruleset` and adding one
** line to the list of built-in games (src/games/builtin.h, whose recipe
** gives every step), or registering it at run time with gr_registry_add()
** (a plugin).
**
** A game's *parameters* follow its name after a colon (`sub:1,3,4`), and the
** ruleset plus its parameters is a *game* (gr_game). A *component* is one
** game in one state; a position is a sum of components.
**
** Three shapes of ruleset exist:
**   GR_SHAPE_HEAP   every argument is one component, a heap of that size
**                   (`nim 3 4 5` is three components); the state is .heap.
**   GR_SHAPE_WHOLE  all arguments together are one component (`seq 1 1 2`
**                   is one component); the state is .data, owned.
**   GR_SHAPE_EACH   every argument is one component, as for heaps, but the
**                   state is .data, owned, as for WHOLE (`wythoff 3,5 4,7`
**                   is two components, each a pair of piles).
** ------------------------------------------------------------------------- */

typedef union gr_state {
    uint64_t heap;   /* GR_SHAPE_HEAP */
    void *data;      /* GR_SHAPE_WHOLE, GR_SHAPE_EACH: owned by the component */
} gr_state;

typedef enum gr_shape { GR_SHAPE_HEAP = 0, GR_SHAPE_WHOLE, GR_SHAPE_EACH } gr_shape;

/* Properties a ruleset may declare (gr_ruleset.props), so that the solver
** never needs to know which game it is:
**   GR_PROP_NIM_HEAP  a heap game whose component of size n is exactly a
**                     Nim heap of n (its options are the heaps below n):
**                     misere sums of such components follow the Anti-Nim
**                     rule instead of a search.
**   GR_PROP_FILE      the game's parameters name a file that it reads
**                     (graph:FILE): a front end that takes positions from
**                     others refuses such games, or confines them to one
**                     directory (gr_shelf_files).
**   GR_PROP_OCTAL     a heap game given by an octal code of at most 32
**                     digits: a move takes k <= 31 tokens and leaves at most
**                     two heaps, of any sizes, by rules that depend on k
**                     only. The periodicity theorems of octal games hold
**                     for it (misere quotients use them: gr_quotient_compute).
**                     A subtraction game whose moves are all at most 31 is
**                     one (sub:1,2,3 is 0.333): a fact of the game, not of
**                     every game of its ruleset, so its game_props op says it.
** A fact that depends on the game's parameters is declared by the ruleset's
** game_props op; gr_game_props gives both together.
**   GR_PROP_COINS     a GR_SHAPE_WHOLE game of a row of coins whose single
**                     argument n is the row with one head, at coin n (0:
**                     no head): gr_heap_value gives that row's value, so
**                     `grundy values` lists the single heads' values.
**   GR_PROP_NO_PERIOD  a game whose ruleset has a period op that has no
**                     period computation for this game's parameters
**                     (turn:SET; its game_props op says it):
**                     gr_game_period refuses it as it refuses a ruleset
**                     without the op, and its values are computed one by
**                     one (gr_game_has_period). */
enum { GR_PROP_NIM_HEAP = 1u << 0, GR_PROP_FILE = 1u << 1, GR_PROP_OCTAL = 1u << 2,
       GR_PROP_COINS = 1u << 3, GR_PROP_NO_PERIOD = 1u << 4 };

typedef struct gr_game gr_game;
typedef struct gr_long_run gr_long_run;   /* settings of long runs, below */

/* One move of one component: the component is replaced by `nparts`
** components of the same game (0 when it vanishes, 2 or more when a heap is
** split), and `text` says how `grundy solve` prints the move ("7 -> 3",
** "7 -> 2 + 4", "cut 1-2"). Both are owned by the ruleset and valid only
** during the callback; copy what you keep (gr_state_copy). */
typedef struct gr_option {
    const char *text;
    size_t nparts;
    const gr_state *parts;
} gr_option;

/* Called once per move; return 0 to go on, anything else to stop (the
** enumeration then returns that value). */
typedef int (*gr_option_fn)(void *ctx, const gr_option *option);

/* Periodicity of a heap game's value sequence (see gr_game_period). */
typedef enum gr_period_status {
    GR_PERIOD_NONE = 0,   /* no period found up to checked_to */
    GR_PERIOD_APPARENT,   /* the values look periodic, but no theorem proves it yet */
    GR_PERIOD_PROVED,     /* a theorem proves G(n + period) = G(n) + saltus for n >= preperiod */
    GR_PERIOD_NEVER       /* proved: no n0, p >= 1 and s give G(n + p) = G(n) + s for every
                             n >= n0 (neither periodic nor arithmetic-periodic; see reason) */
} gr_period_status;

typedef struct gr_period {
    gr_period_status status;
    uint64_t preperiod;   /* least n0 from which the sequence repeats */
    uint64_t period;      /* least p */
    uint64_t saltus;      /* 0 for plain periodicity; else arithmetic periodicity */
    uint64_t checked_to;  /* values were computed for every heap 0..checked_to */
    /* Why the status holds when the ruleset proves it from the game's theory
    ** (a closed form of G, a proof that no period exists), or NULL: one
    ** English sentence, static, marked N_() for translation. gr_game_period
    ** sets it to NULL before the ruleset's period op runs. */
    const char *reason;
} gr_period;

/* How components are played together (described with the compounds below). */
typedef enum gr_compound {
    GR_COMPOUND_SUM = 0,       /* the disjunctive sum: gr_solve */
    GR_COMPOUND_CONJUNCTIVE,
    GR_COMPOUND_CONTINUED,
    GR_COMPOUND_SELECTIVE
} gr_compound;

struct gr_ruleset {
    int api;                /* GR_RULESET_API */
    const char *name;       /* the name in the position syntax, e.g. "nim" */
    const char *summary;    /* one line for listings */
    const char *syntax;     /* e.g. "sub:S N..." */
    gr_shape shape;
    unsigned props;         /* GR_PROP_... facts the solver may use, or 0 */

    /* Parameters (the text after "name:"); text is NULL when there was no
    ** colon. May be NULL when the game takes none. params_print writes the
    ** canonical text that params_parse accepts back. */
    int (*params_parse)(const char *text, void **params, gr_error *err);
    void (*params_print)(const void *params, gr_buf *out);
    void (*params_free)(void *params);
    /* Optional: the game's long-run settings (gr_game_set_long_run) are now
    ** `run` (NULL: none), valid until the next call; a game with long
    ** computations reads its settings from there. */
    void (*params_long_run)(void *params, const gr_long_run *run);

    /* Parses a component: exactly one argument for GR_SHAPE_HEAP and
    ** GR_SHAPE_EACH, the whole list for GR_SHAPE_WHOLE. Errors name the
    ** argument with gr_error_at. */
    int (*parse)(const gr_game *g, const char *const *args, size_t nargs,
                 gr_state *out, gr_error *err);
    /* Prints the arguments back (not the name): parse(print(s)) == s. */
    void (*print)(const gr_game *g, gr_state s, gr_buf *out);
    /* Optional: a canonical text of s, for telling positions apart: two
    ** states of g are one position exactly when their keys are equal, where
    ** prints may differ (turtles HTTTH and turtles 1 5 are one row; tree
    ** 1-2 1-3 and tree 1-3 2-1 one tree). Without it the print is the key. */
    void (*key)(const gr_game *g, gr_state s, gr_buf *out);
    /* GR_SHAPE_WHOLE and GR_SHAPE_EACH only: copy and release a state. */
    int (*copy)(const gr_game *g, gr_state s, gr_state *out);
    void (*release)(const gr_game *g, gr_state s);

    /* The component's value (kind GR_VALUE_UNKNOWN when there is no closed
    ** form); GR_ERANGE or GR_EUNDECIDED when it cannot be computed. */
    int (*value)(const gr_game *g, gr_state s, gr_value *out, gr_error *err);
    /* Optional, heap games: the values of n heaps at once (the fast path
    ** for long inputs); each must be a nimber. */
    int (*values)(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                  gr_error *err);
    /* Every move, once each. */
    int (*moves)(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx);
    /* Optional: every move to a component of value `target`, once each.
    ** When NULL the solver filters moves() by value. */
    int (*moves_to)(const gr_game *g, gr_state s, uint64_t target,
                    gr_option_fn fn, void *ctx, gr_error *err);
    /* Optional: the outcome of the component played alone (normal play),
    ** for rulesets whose value may be GR_VALUE_UNKNOWN. A ruleset with an
    ** outcome op computes in its value op every value it can (searching small
    ** components itself, within bounds it knows) and returns GR_VALUE_UNKNOWN
    ** only for components too large for that: the solver does not search
    ** them again. */
    int (*outcome)(const gr_game *g, gr_state s, gr_outcome *out, gr_error *err);
    /* Optional, with outcome: every move of the component played alone to a
    ** position the opponent loses (outcome P), once each. Without it the
    ** solver tries every move. */
    int (*moves_to_loss)(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx,
                         gr_error *err);

    /* Optional, heap games: periodicity of the value sequence, computing at
    ** most up to heap `max`. */
    int (*period)(const gr_game *g, uint64_t max, gr_period *out, gr_error *err);

    /* Optional: the component's number in the compound `kind` (not the sum):
    ** its remoteness, its suspense, or 0 / 1 (P / N) for the selective
    ** compound, as gr_compound_solve defines them, by a closed form. The
    ** compounds use it instead of searching the component (a search that
    ** can be long: Euclid's game has moves quadratic in its quotients). */
    int (*compound_number)(const gr_game *g, gr_state s, gr_compound kind, uint64_t *out,
                           gr_error *err);

    /* Optional: the GR_PROP_... facts of game g beyond props, those that
    ** depend on its parameters (sub:1,2,3 is an octal game, sub:1,40 is
    ** not). Read through gr_game_props. */
    unsigned (*game_props)(const gr_game *g);

    /* Optional: why the component has its value, in words a learner can
    ** follow (the rule used); and a drawing of it for play. */
    int (*explain)(const gr_game *g, gr_state s, gr_buf *out, gr_error *err);
    void (*draw)(const gr_game *g, gr_state s, gr_buf *out, int unicode);

    /* Small positions, in position syntax, joined by ';' ("sub:1,3,4 9;
    ** sub:2,5 11"): the registry-wide test explores every position reachable
    ** from them and checks print/parse, the value against search and
    ** moves_to. NULL for a heap game without parameters (heaps 0..12 are
    ** taken). */
    const char *samples;
};
typedef struct gr_ruleset gr_ruleset;

/* ---------------------------------------------------------------------------
** The registry of rulesets
** ------------------------------------------------------------------------- */

/* Plugins: a ruleset written by a user in C, in a shared object that
** includes this header, defines its rulesets exactly as the built-in games
** do (docs/PLUGINS.md is the tutorial) and exports one function:
**
**     const gr_ruleset *const *grundy_plugin(int api, size_t *count);
**
** which returns its table of *count rulesets (api is the host's
** GR_RULESET_API; each ruleset's own .api must match it). */
#define GR_PLUGIN_SYMBOL "grundy_plugin"
typedef const gr_ruleset *const *(*gr_plugin_fn)(int api, size_t *count);

/* Loads the plugin at path (dlopen) and adds its rulesets to the registry,
** for the rest of the process. GR_EINPUT with the reason: a file that is
** missing or not a shared object, no grundy_plugin function, a ruleset built
** for another API, a name already taken (by a built-in game or another
** plugin). Process-wide, like gr_registry_add. */
int gr_plugin_load(const char *path, gr_error *err);

/* The ruleset called `name`, or NULL. */
const gr_ruleset *gr_registry_find(const char *name, size_t len);
/* The i-th ruleset, in listing order, or NULL past the end. */
const gr_ruleset *gr_registry_at(size_t i);
/* Adds a ruleset at run time (e.g. from a plugin). The table must outlive
** its use. GR_EINPUT when the name is taken or cannot be written in a
** position (a letter, then letters, digits, '_', '-', '.'), the api does
** not match, or an op every ruleset needs, its summary or its syntax is
** missing. */
int gr_registry_add(const gr_ruleset *rules, gr_error *err);
/* Adds rules[0..n-1], all of them or (GR_EINPUT, GR_ENOMEM) none. */
int gr_registry_add_all(const gr_ruleset *const *rules, size_t n, gr_error *err);

/* ---------------------------------------------------------------------------
** Games: a ruleset with its parameters
** ------------------------------------------------------------------------- */

struct gr_game {
    const gr_ruleset *rules;
    void *params;    /* owned; parsed by rules->params_parse */
    char *spec;      /* canonical "name" or "name:params" */
    long refs;       /* games are shared by the components that use them */
    gr_long_run *run;  /* owned: gr_game_set_long_run's settings, or NULL */
};

/* The GR_PROP_... facts of game g: its ruleset's props and what the
** ruleset's game_props op adds for this game. */
unsigned gr_game_props(const gr_game *g);
/* 1 when a game of ruleset r whose GR_PROP_... facts are props has a value
** for each number n, as gr_heap_value gives it: a heap game, or a row of
** coins (the row whose one head is coin n). Values and periods are of
** such games; pass gr_game_props(g) for a game, r->props for a ruleset. */
int gr_ruleset_numbered(const gr_ruleset *r, unsigned props);

/* Makes the game named by spec ("nim", "sub:1,3,4"; len bytes). */
gr_game *gr_game_new(const char *spec, size_t len, gr_error *err);
/* Makes a game of the graph ruleset from a move graph given as text in
** memory (len bytes, the syntax of graph:FILE files: "start: a b" lines),
** with no file: `name` stands for the file in its errors and in the game's
** spec ("graph:NAME"), which names no file that could be read back. Its
** positions are then parsed by name (gr_game_parse). NULL with err set when
** the text is refused (its line and column in the message). */
gr_game *gr_game_new_graph(const char *text, size_t len, const char *name, gr_error *err);
gr_game *gr_game_ref(gr_game *g);
void gr_game_unref(gr_game *g);

/* Parses one component of game g from words: exactly one word for a heap
** game, all of them for a GR_SHAPE_WHOLE game. On error err->arg is the
** index of the word to blame (or -1). */
int gr_game_parse(const gr_game *g, const char *const *args, size_t n, gr_state *out,
                  gr_error *err);

/* Value, moves, moves to a value, as the ruleset defines them, with the
** defaults filled in (moves_to filters moves by value when the ruleset has
** no moves_to of its own: then every option needs a closed-form value, or
** the call fails with GR_EUNDECIDED; gr_winning_moves searches instead).
** gr_game_value fills all of *out: a field the ruleset does not set is 0
** (the counter, outside loopy games). */
int gr_game_value(const gr_game *g, gr_state s, gr_value *out, gr_error *err);
int gr_game_moves(const gr_game *g, gr_state s, gr_option_fn fn, void *ctx);
int gr_game_moves_to(const gr_game *g, gr_state s, uint64_t target,
                     gr_option_fn fn, void *ctx, gr_error *err);
/* The value of heap n of a heap game, the common fast path (for a
** GR_PROP_COINS game: of the row whose one head is coin n; any other game:
** GR_EINPUT). */
int gr_heap_value(const gr_game *g, uint64_t n, uint64_t *out, gr_error *err);
/* The values of n heaps of a heap game (out may equal heaps). */
int gr_heap_values(const gr_game *g, const uint64_t *heaps, size_t n, uint64_t *out,
                   gr_error *err);
/* Periodicity, for the games gr_game_has_period takes; GR_EINPUT otherwise.
** When a long run (gr_game_set_long_run) is stopped or its checkpoint save
** fails (GR_ESTOP, GR_EIO), out->checked_to still says how far the values
** were computed, all final (heaps 0..checked_to); a period op that does
** not say leaves it as it was. */
int gr_game_period(const gr_game *g, uint64_t max, gr_period *out, gr_error *err);
/* 1 when gr_game_period can answer for g: its ruleset has a period op and
** g is not GR_PROP_NO_PERIOD. */
int gr_game_has_period(const gr_game *g);

int gr_state_copy(const gr_game *g, gr_state s, gr_state *out);
void gr_state_release(const gr_game *g, gr_state s);

/* ---------------------------------------------------------------------------
** Positions: sums of components
**
** Syntax: components joined by `+`, each a game spec and its arguments:
**     nim 3 4 5 + kayles 7 + sub:1,3,4 9
** A heap game (or any GR_SHAPE_EACH game) takes one component per argument.
** What gr_position_print writes, gr_position_parse_args and
** gr_position_parse_line read back to the same position.
** ------------------------------------------------------------------------- */

typedef struct gr_component {
    gr_game *game;     /* a reference owned by the position */
    gr_state state;
} gr_component;

typedef struct gr_position {
    size_t count;
    size_t cap;
    gr_component *items;
} gr_position;

/* Parses argv-style words; errors say "argument K" counting from `first`
** (the index the first word has on the command line). */
gr_position *gr_position_parse_args(const char *const *args, size_t n,
                                    size_t first, gr_error *err);
/* Parses one line of text; errors say "line L, column C". */
gr_position *gr_position_parse_line(const char *line, size_t lineno, gr_error *err);

/* A shelf keeps games across positions, so that many positions of the same
** game (the lines of a batch) share one game and its caches: the value
** table of `grundys` is computed once, not once a line. Games are found by
** the spec as written or canonical; a shelf keeps up to 256 games. */
typedef struct gr_shelf gr_shelf;
gr_shelf *gr_shelf_new(void);
void gr_shelf_free(gr_shelf *shelf);
/* gr_position_parse_line, with games taken from (and new ones put on) the
** shelf; shelf may be NULL. */
gr_position *gr_position_parse_line_shelved(gr_shelf *shelf, const char *line, size_t lineno,
                                            gr_error *err);
/* The game named by spec (len bytes), made as gr_game_new does under the
** shelf's file policy and kept on the shelf; a new reference (release it
** with gr_game_unref). shelf may be NULL. */
gr_game *gr_shelf_game(gr_shelf *shelf, const char *spec, size_t len, gr_error *err);

/* Which files the games made through a shelf may read (games whose ruleset
** has GR_PROP_FILE): GR_FILES_ANY, any file (the default: the user's own
** command line); GR_FILES_NONE, none: such a game is refused with one fixed
** line that quotes nothing of any file; GR_FILES_HERE, only a regular file
** directly in the current directory, named plainly (no '/', no symlink
** leading out of it), whose reader's errors are replaced by one fixed line.
** A server that takes positions from the network uses NONE or HERE (after
** changing to the one directory it serves). */
typedef enum gr_files { GR_FILES_ANY = 0, GR_FILES_NONE, GR_FILES_HERE } gr_files;
void gr_shelf_files(gr_shelf *shelf, gr_files files);

gr_position *gr_position_new(void);
gr_position *gr_position_copy(const gr_position *p);
void gr_position_free(gr_position *p);

/* Appends a component; the position takes a reference to g and owns s. */
int gr_position_push(gr_position *p, gr_game *g, gr_state s);
/* A new position: p with component i replaced by the parts of `option`
** (copied). NULL on allocation failure. */
gr_position *gr_position_after(const gr_position *p, size_t i, const gr_option *option);

/* Writes the position in the position syntax. Neighbouring heaps of the
** same game are grouped ("nim 3 4 + kayles 7"). */
void gr_position_print(const gr_position *p, gr_buf *out);
/* Writes the position that option (a move of component i) leads to,
** without building it. */
void gr_position_print_after(const gr_position *p, size_t i, const gr_option *option,
                             gr_buf *out);
/* Writes one component alone ("nim 3", "seq 1 1 2"). */
void gr_component_print(const gr_component *c, gr_buf *out);
/* The spec and the key of c (the ruleset's key op, or its print): two
** components of one game are one position exactly when these are equal. */
void gr_component_key(const gr_component *c, gr_buf *out);
/* Writes the component's drawing for a learner (its ruleset's draw op: a
** row of tokens, a tree; unicode 0 keeps to ASCII) and returns 1, or
** returns 0 and writes nothing when its ruleset draws none. */
int gr_component_draw(const gr_component *c, gr_buf *out, int unicode);
/* Writes why the component has its value, in words a learner can follow
** (its ruleset's explain op), and returns its status; returns GR_OK and
** writes nothing when its ruleset explains none. */
int gr_component_explain(const gr_component *c, gr_buf *out, gr_error *err);

/* ---------------------------------------------------------------------------
** The solver
** ------------------------------------------------------------------------- */

typedef struct gr_solve_options {
    int misere;            /* misere play: the player who cannot move wins */
    uint64_t search_limit; /* positions an exhaustive search may visit; 0: default */
    /* called (with ctx) about once a second while an exhaustive search runs,
    ** with the positions visited so far and the limit; or NULL */
    void (*progress)(void *ctx, uint64_t visited, uint64_t limit);
    void *ctx;             /* handed to progress and stop */
    /* asked (with ctx) every few hundred positions or moves of an exhaustive
    ** search, or NULL: nonzero stops the search, and the call that was
    ** searching returns GR_ESTOP. Meant for a deadline (a server's request)
    ** or a flag set by a signal handler. */
    int (*stop)(void *ctx);
    /* bytes the table of positions of an exhaustive search may take (the
    ** positions' texts grow with the sum): past it the search ends with
    ** GR_EUNDECIDED; 0: no bound but search_limit */
    uint64_t max_memory;
} gr_solve_options;

/* One winning move of `position`: in component `component`, the move
** `option` (option->text says it). Valid during the callback only; the
** position it leads to is gr_position_after(position, component, option),
** or printed directly by gr_position_print_after. */
typedef struct gr_winning_move {
    const gr_position *position;
    size_t component;
    const gr_option *option;
} gr_winning_move;

typedef int (*gr_winning_fn)(void *ctx, const gr_winning_move *move);

/* What the solver knows about a position. */
typedef struct gr_analysis {
    gr_outcome outcome;
    gr_value value;        /* the nim-value of the sum; GR_VALUE_UNKNOWN under
                              misere play or when only the outcome is known */
    size_t count;          /* number of components */
    gr_value *values;      /* each component's value (normal play), owned */
    const char *rule;      /* the rule that decided: "nim-sum", "anti-nim",
                              "search", "closed form", "generalized nim-sum" */
    uint64_t *owned;       /* the escape set of an infinite value, owned */
} gr_analysis;

/* Decides the position: outcome and values. Fills `out` (release with
** gr_analysis_free). GR_EUNDECIDED when no rule applies and the position is
** beyond the search limit. */
int gr_solve(const gr_position *p, const gr_solve_options *opt,
             gr_analysis *out, gr_error *err);
void gr_analysis_free(gr_analysis *a);

/* Calls fn once for every winning move of p (none when p is a P-position),
** in component order; every move to a position the opponent loses, and no
** other. `a` is the analysis gr_solve gave for p. GR_EUNDECIDED when a
** component's moves could not all be listed (too long to list, past a
** limit): err says why, the moves given are winning, and the other
** components' moves are still listed. */
int gr_winning_moves(const gr_position *p, const gr_solve_options *opt,
                     const gr_analysis *a, gr_winning_fn fn, void *ctx,
                     gr_error *err);
/* For a draw (outcome D): calls fn once for every move that keeps the draw
** (to a D-position), in component order; none for other outcomes. */
int gr_drawing_moves(const gr_position *p, const gr_solve_options *opt,
                     const gr_analysis *a, gr_winning_fn fn, void *ctx,
                     gr_error *err);

/* Exhaustive search: the value of one component by mex over its moves, or
** the outcome of a whole position (misere when asked), visiting at most
** `limit` distinct positions (0: default). GR_EUNDECIDED past the limit.
** Where play can go round (a position comes back), the outcome comes from
** a retrograde analysis of every position reached, and may be a draw
** (GR_OUTCOME_D); a value needs play that ends (GR_EUNDECIDED). */
int gr_search_value(const gr_game *g, gr_state s, uint64_t limit,
                    uint64_t *out, gr_error *err);
int gr_search_outcome(const gr_position *p, int misere, uint64_t limit,
                      gr_outcome *out, gr_error *err);
/* The same with the solver's options: opt->search_limit, opt->misere (for
** outcomes) and the progress callback. */
int gr_search_value_with(const gr_game *g, gr_state s, const gr_solve_options *opt,
                         uint64_t *out, gr_error *err);
int gr_search_outcome_with(const gr_position *p, const gr_solve_options *opt,
                           gr_outcome *out, gr_error *err);

/* ---------------------------------------------------------------------------
** Compounds other than the sum (Winning Ways, ch. 9)
**
** The components of a position may be played together in other ways than
** the sum (the disjunctive compound: a move in exactly one component):
**   GR_COMPOUND_CONJUNCTIVE  a move in every component; play ends as soon as
**                            one cannot move. Decided by remoteness (C. A. B.
**                            Smith): 0 at an end, else 1 + the least even
**                            remoteness of a move when there is one (the
**                            winner hurries), else 1 + the largest; the
**                            compound's is the least of its components'.
**   GR_COMPOUND_CONTINUED    a move in every component that can still move;
**                            play ends when none can ("Every-SG"). Decided by
**                            suspense: 1 + the largest even suspense of a
**                            move when there is one (the winner lingers),
**                            else 1 + the least; the compound's is the largest.
**   GR_COMPOUND_SELECTIVE    a move in any non-empty set of components; the
**                            compound is P iff every component is P (its
**                            number here: 0 for P, 1 for N; the compound's is
**                            the largest).
** In each, the player to move loses iff the compound's number is even, and
** the last player to move wins (normal play; misere is not offered). A move
** that leaves several parts (a Kayles row split in two) leaves each part as
** a component of the compound, as in the sum: the position after a move is
** printed, and read back, in the position syntax. The numbers are found by
** the ruleset's closed form when it has one (its compound_number op: Euclid's
** game), else by exhaustive search of each component (gr_solve_options'
** search_limit counts the positions over all components: GR_EUNDECIDED past
** it, and for a game whose play can go on forever).
** ------------------------------------------------------------------------- */

/* gr_compound, the ways of playing components together, is declared with
** the rulesets (whose compound_number op takes one); it is described with
** the compounds, below. */

/* The compound named `name` ("sum", "conjunctive", "continued",
** "selective"); GR_EINPUT naming the choices otherwise. */
int gr_compound_parse(const char *name, gr_compound *out, gr_error *err);
/* Its name ("conjunctive"), and the name of its components' numbers
** ("remoteness", "suspense", "outcome"; "value" for the sum); "?" for a
** number that is no gr_compound. */
const char *gr_compound_name(gr_compound kind);
const char *gr_compound_number_name(gr_compound kind);

typedef struct gr_compound_analysis {
    gr_compound kind;
    gr_outcome outcome;   /* P iff number is even */
    uint64_t number;      /* the compound's remoteness, suspense, or 0 / 1 */
    size_t count;         /* components */
    uint64_t *numbers;    /* each component's, owned */
} gr_compound_analysis;

/* Decides position p played as the compound `kind` (not GR_COMPOUND_SUM,
** GR_EINPUT then; GR_EINPUT also with opt->misere). opt may be NULL.
** Release *out with gr_compound_analysis_free. */
int gr_compound_solve(const gr_position *p, gr_compound kind, const gr_solve_options *opt,
                      gr_compound_analysis *out, gr_error *err);
void gr_compound_analysis_free(gr_compound_analysis *a);

/* Many positions of one compound (the cases of a contest input) share the
** numbers found: a session remembers every component position it has
** searched, within opt's limits counted over the whole session. NULL when
** out of memory or refused (as gr_compound_solve refuses). */
typedef struct gr_compound_session gr_compound_session;
gr_compound_session *gr_compound_session_new(gr_compound kind, const gr_solve_options *opt,
                                             gr_error *err);
/* gr_compound_solve within the session. */
int gr_compound_session_solve(gr_compound_session *s, const gr_position *p,
                              gr_compound_analysis *out, gr_error *err);
void gr_compound_session_free(gr_compound_session *s);

/* One move of a compound: options[i] is the move of component i, or NULL
** where component i does not move (selective: the components left alone;
** continued: those that cannot move). Valid during the callback only. */
typedef struct gr_compound_move {
    const gr_position *position;
    const gr_option *const *options;   /* position->count entries */
} gr_compound_move;

typedef int (*gr_compound_fn)(void *ctx, const gr_compound_move *move);

/* Calls fn once for every winning move of p played as `kind` (none when it
** is a P-position): every move to a P-position and no other, in the order
** of the components and, within one, of their moves (a selective move
** leaving a component alone comes before those moving it). `a` is
** gr_compound_solve's answer for p. A nonzero return of fn stops the walk
** and is returned. */
int gr_compound_winning_moves(const gr_position *p, const gr_solve_options *opt,
                              const gr_compound_analysis *a, gr_compound_fn fn, void *ctx,
                              gr_error *err);
/* Calls fn once for every legal move of p played as `kind`, in the same
** order (there may be very many: the product of the components' moves). */
int gr_compound_moves(const gr_position *p, gr_compound kind, gr_compound_fn fn, void *ctx,
                      gr_error *err);
/* The position a compound move leads to (NULL when out of memory), and the
** move in words: the components' move texts, "-" for a component that does
** not move, joined by "; " ("3 -> 1; -; 5 -> 2"). */
gr_position *gr_compound_after(const gr_compound_move *m);
void gr_compound_move_print(const gr_compound_move *m, gr_buf *out);

/* ---------------------------------------------------------------------------
** Long computations (value tables of take-and-break games, to 10^7 heaps and
** beyond): progress reports and a checkpoint file to stop and resume.
** ------------------------------------------------------------------------- */

struct gr_long_run {
    /* called about once a second with the heaps done and the heaps asked for */
    void (*progress)(void *ctx, uint64_t done, uint64_t total);
    void *ctx;
    /* a file the table is saved to now and then and resumed from, or NULL */
    const char *checkpoint;
    /* threads a table may be computed on: 0 = a second one when the machine
    ** has two cores and the run is long, 1 = the caller's only, 2 = always
    ** a second one (the results are the same) */
    int threads;
    /* asked (with ctx) every few thousand heaps, or NULL: nonzero stops the
    ** computation. The values computed so far are kept (and saved to the
    ** checkpoint), and the call that was computing returns GR_ESTOP. Meant
    ** for a flag set by a signal handler (Ctrl-C). */
    int (*stop)(void *ctx);
    /* how far a value table may be computed on demand, when one value is
    ** asked for (gr_game_value, the solver): 0 = the default, 65536 heaps
    ** (16384 for games that split into three heaps). Beyond it a heap's value
    ** comes from a proved period, or the call fails with GR_EUNDECIDED. */
    uint64_t max_heap;
    /* bytes one value table may take: 0 = half of the machine's memory. A
    ** table that would need more is refused with GR_EUNDECIDED, never an
    ** out-of-memory end. */
    uint64_t max_memory;
    /* words that end the reason when a heap lies past max_heap with no
    ** period proved: how the caller's user gets further (the command line
    ** says "(--max-heap N computes further)"), or NULL for none */
    const char *further;
    /* words that end the reason when a table would take more than
    ** max_memory: how the caller's user raises the limit (`grundy values`
    ** says "(--max-memory MIB raises it)"), or NULL for none */
    const char *more_memory;
};

/* Sets (or, with NULL, clears) the settings for the long computations of
** game g: its value table and period search, whoever asks for them (the
** solver, gr_heap_value, gr_game_period). They travel with the game, so
** games in different threads may have different settings. The strings and
** ctx must outlive their use. Initialise the struct with {0} and set the
** fields you need: fields may be added at its end. GR_ENOMEM or GR_OK. */
int gr_game_set_long_run(gr_game *g, const gr_long_run *settings);

/* ---------------------------------------------------------------------------
** Genus and tameness (Conway, On Numbers and Games ch. 12; Winning Ways
** ch. 13)
**
** The genus of a position G is g^(gamma0 gamma1 gamma2 ...): g its normal
** nim-value, gamma_n the misere nim-value of G plus n Nim heaps of 2 (the
** misere nim-value of a position with no move is 1, of any other the mex
** of its options'). The gammas alternate between two values from some
** point on; a genus is written up to there ("0^120", "2^20", "1^031").
** A position is tame when it and every position it can reach have a tame
** genus: 0^120 or 1^031 (fickle: they play like *0 and *1) or a^(a, a^2)
** with a^2 = a xor 2 (firm: like *a for a >= 2, *2+*2 or *2+*3). A sum of
** tame positions is decided by Anti-Nim generalised: with a firm component
** it is a misere P-position iff its nim-sum is 0, with none iff it is 1.
** ------------------------------------------------------------------------- */

#define GR_GENUS_MAX 64   /* the most gammas a genus written here has */

typedef struct gr_genus {
    uint64_t g;                      /* the normal nim-value */
    size_t n;                        /* gammas written: gamma[0..n-1], n >= 2, */
    uint64_t gamma[GR_GENUS_MAX];    /* gamma[n-2] and gamma[n-1] alternate after */
    int tame;                        /* this position and all it reaches: tame */
    int firm;                        /* tame with genus a^(a, a xor 2) */
} gr_genus;

/* The genus of position p (a sum of any acyclic games) by search over the
** positions it reaches, within opt's search limit (as gr_search_outcome);
** sums of tame positions met on the way are added by the tame rule
** instead of searched. GR_EUNDECIDED when too large (or a genus past
** GR_GENUS_MAX gammas, or a position that comes back: play can go round),
** GR_ESTOP, GR_ENOMEM; else GR_OK. */
int gr_genus_of(const gr_position *p, const gr_solve_options *opt, gr_genus *out,
                gr_error *err);
/* The genera of heaps from..to of heap game g (GR_SHAPE_HEAP), in order,
** with one search table for them all: fn(ctx, heap, genus) for each, until
** fn returns nonzero (returned then). The search limit (opt, may be NULL)
** counts the positions of all the heaps together; at the first heap past
** it, GR_EUNDECIDED (err names the heap), the heaps before it given.
** from > to: no heaps, GR_OK. */
int gr_heap_genera(gr_game *g, uint64_t from, uint64_t to, const gr_solve_options *opt,
                   int (*fn)(void *ctx, uint64_t heap, const gr_genus *gen), void *ctx,
                   gr_error *err);
/* Appends the genus as written: "0^120", "3^31", "10^{10,8}" (braces and
** commas when a number has more than one digit). */
void gr_genus_print(const gr_genus *gen, gr_buf *out);

/* ---------------------------------------------------------------------------
** Misere quotients of heap games (Plambeck and Siegel)
**
** The misere quotient of a set of heap games is a finite commutative monoid
** Q with a subset P (its P-portion) and a pretending function phi from heaps
** to Q such that a sum of heaps h1 + ... + hk is a misere P-position (the
** player to move loses when whoever cannot move wins) exactly when
** phi(h1) ... phi(hk) lies in P, and no smaller monoid does as much. Its
** elements are numbered 0..order-1, 0 the identity (the empty sum); each
** has a name, a word in the generators a, b, c, ... ("1", "a", "ab^2").
** Every answer is proved: a walk over the signatures of all sums checks the
** quotient for every sum of the heaps it covers (src/misere/quotient.h).
** ------------------------------------------------------------------------- */

typedef struct gr_quotient gr_quotient;

typedef enum gr_quotient_status {
    GR_QUOTIENT_NONE = 0,  /* stopped at a heap it could not place (stopped_at):
                              what it has is the quotient of the heaps below */
    GR_QUOTIENT_FOUND,     /* the quotient of heaps 0..checked; a period seen,
                              if any, has no theorem behind it */
    GR_QUOTIENT_PROVED     /* a proved period: the quotient of every heap */
} gr_quotient_status;

typedef struct gr_quotient_info {
    gr_quotient_status status;
    uint32_t order;        /* |Q| */
    uint32_t p_count;      /* |P| */
    int tame;              /* isomorphic to the quotient of some Nim heaps */
    uint64_t checked;      /* heaps 0..checked of every game are covered */
    uint64_t preperiod, period;   /* of phi (0, 0: none seen) */
    uint64_t stopped_at;   /* with NONE: the heap it could not place */
    const char *stopped;   /* with NONE: why, a phrase ("the candidate
                              quotients passed order 2048") */
    size_t ngenerators, nrelations;
} gr_quotient_info;

/* Computes the misere quotient of all sums of heaps of the ngames heap
** games (GR_SHAPE_HEAP) up to heap max_heap (0: 2048), stopping early once
** a period is proved (games with GR_PROP_OCTAL) and giving up past
** max_work steps of its walks (0: 20 million, some seconds); stop, when
** not NULL, is asked now and then (with ctx): nonzero ends the call with
** GR_ESTOP. *out is owned: gr_quotient_free. GR_EINPUT for a game that is
** not a heap game or a move that leaves a heap not smaller. */
int gr_quotient_compute(gr_game *const *games, size_t ngames, uint64_t max_heap,
                        uint64_t max_work, int (*stop)(void *ctx), void *ctx,
                        gr_quotient **out, gr_error *err);
void gr_quotient_free(gr_quotient *q);
void gr_quotient_get_info(const gr_quotient *q, gr_quotient_info *out);
/* phi of heap `heap` of game number `game` (0-based, in the order given),
** or UINT32_MAX past what the quotient covers. */
uint32_t gr_quotient_phi(const gr_quotient *q, size_t game, uint64_t heap);
/* The product of elements x and y; UINT32_MAX when either is not an element
** (below the order), such as phi's UINT32_MAX, which it so passes on. */
uint32_t gr_quotient_mul(const gr_quotient *q, uint32_t x, uint32_t y);
/* 1 when element x is in the P-portion; 0 for a non-element. */
int gr_quotient_is_p(const gr_quotient *q, uint32_t x);
/* Appends the name of element x ("1", "a", "ab^2c"; "?" for a non-element). */
void gr_quotient_name(const gr_quotient *q, uint32_t x, gr_buf *out);
/* Generator i (its letter is 'a' + i) is phi of heap *heap of game *game. */
void gr_quotient_generator(const gr_quotient *q, size_t i, size_t *game, uint64_t *heap);
/* Relation i: the word in *lhs equals the element in *rhs (names appended). */
void gr_quotient_relation(const gr_quotient *q, size_t i, gr_buf *lhs, gr_buf *rhs);
/* The quotient of game g alone as the solver uses it, one that covers heap
** `heap` when it can: first up to heap 1024 with at most 4 million steps of
** work (under a second), then, when that does not reach `heap`, up to 4096
** with 12 million (a few seconds, for the games that have no finite
** quotient). Each is computed once per process and game spec and kept to
** the end (every position, batch line and request of the same game shares
** it; safe across threads), for at most 1024 specs: a process that meets
** more (a server asked for ever new games) has none for the others, and
** its memory stays bounded. NULL (err says why) when none can be computed:
** not a heap game, out of memory, or no room to keep it (GR_EUNDECIDED);
** otherwise the largest one computed,
** which may not cover `heap` (gr_quotient_phi says). opt (may be NULL)
** lends its stop callback: a computation it stops is not kept, and the
** call returns what it had (GR_ESTOP in err). */
const gr_quotient *gr_game_quotient(gr_game *g, uint64_t heap, const gr_solve_options *opt,
                                    gr_error *err);
/* The quotient that decides misere sum p, when one does: every component a
** heap of a heap game (at most 4 different games, whose joint quotient,
** gr_games_quotient with the games in the order of their specs, covers
** every heap). game_of (p->count entries, or NULL) gets each component's
** game number in it. NULL when none does (err says so only for GR_ENOMEM). */
const gr_quotient *gr_sum_quotient(const gr_position *p, const gr_solve_options *opt,
                                   size_t *game_of, gr_error *err);
/* The same for the joint quotient of several heap games (all sums of
** their heaps), kept per list of specs in the order given: one that covers
** heaps[i] of games[i] for every i when it can. */
const gr_quotient *gr_games_quotient(gr_game *const *games, size_t ngames,
                                     const uint64_t *heaps, const gr_solve_options *opt,
                                     gr_error *err);

/* ---------------------------------------------------------------------------
** Nim arithmetic: the nimbers below 2^64 form the field F_{2^64}
**
** Nim-addition is XOR. Nim-multiplication (a (x) b = the mex of
** a'(x)b + a(x)b' + a'(x)b' over a' < a, b' < b) makes the nimbers below
** 2^(2^k) a field; its rule on Fermat 2-powers F = 2^(2^k) is F (x) F = 3F/2
** and F (x) x = F x for x < F. These functions are exact for every input,
** keep no state but tables filled once (safely from any thread), and are
** fast (about 20 ns a product).
** ------------------------------------------------------------------------- */

/* The nim-product a (x) b. */
uint64_t gr_nim_mul(uint64_t a, uint64_t b);
/* The inverse of a: *out (x) a = 1. GR_EINPUT (division by zero) when a is 0,
** *out then unset; else GR_OK. */
int gr_nim_inv(uint64_t a, uint64_t *out, gr_error *err);
/* a / b = a (x) 1/b. GR_EINPUT when b is 0, *out then unset. */
int gr_nim_div(uint64_t a, uint64_t b, uint64_t *out, gr_error *err);
/* a to the ordinary power e (repeated nim-products); a^0 = 1, also for 0. */
uint64_t gr_nim_pow(uint64_t a, uint64_t e);
/* The square root: the one r with r (x) r = a (squaring is a bijection of
** the field, so every nimber has exactly one). */
uint64_t gr_nim_sqrt(uint64_t a);
/* The multiplicative order of a: the smallest e > 0 with a^e = 1, a divisor
** of 2^64 - 1 = 3 * 5 * 17 * 257 * 641 * 65537 * 6700417; 0 for a = 0. */
uint64_t gr_nim_order(uint64_t a);
/* The discrete logarithm: the smallest e > 0 with base^e = x (0^1 = 0).
** GR_EINPUT ("no solution") when no power of base is x, *out then unset;
** GR_ENOMEM; else GR_OK. At most a few milliseconds. */
int gr_nim_log(uint64_t base, uint64_t x, uint64_t *out, gr_error *err);

/* Nimbers below 2^128 (the field F_{2^128}): hi * 2^64 + lo. */
typedef struct gr_nim128 {
    uint64_t hi;
    uint64_t lo;
} gr_nim128;

/* The nim-product of two 128-bit nimbers. */
gr_nim128 gr_nim_mul128(gr_nim128 a, gr_nim128 b);
/* The inverse of a 128-bit nimber; GR_EINPUT when a is 0, *out then unset. */
int gr_nim_inv128(gr_nim128 a, gr_nim128 *out, gr_error *err);

/* The mex (minimum excluded value) of n values; the array is reordered. */
uint64_t gr_mex(uint64_t *values, size_t n);

#ifdef __cplusplus
}
#endif
#endif /* GRUNDY_H */
