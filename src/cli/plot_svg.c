/*
** plot_svg.c - `grundy values --plot FILE.svg`: the value sequence drawn as
** an SVG picture, value against heap size, with the proved period marked.
*/
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "base/i18n.h"
#include "output.h"
#include "plot_svg.h"

#define PLOT_W 960.0
#define PLOT_H 420.0
#define MARGIN 56.0
#define MAX_COLUMNS 1200u   /* more heaps than this are drawn as min-max columns */

typedef struct frame {
    uint64_t from, to;
    uint64_t vmax;
    double xscale, yscale;
} frame;

static double frame_x(const frame *f, double n)
{
    return MARGIN + (n - (double)f->from) * f->xscale;
}

static double frame_y(const frame *f, double v)
{
    return MARGIN + PLOT_H - v * f->yscale;
}

static void plot_axes(gr_buf *b, const frame *f, const char *spec)
{
    gr_buf_printf(b, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n",
                  PLOT_W + 2 * MARGIN, PLOT_H + 2 * MARGIN);
    gr_buf_printf(b, "<path d=\"M%.1f %.1f V%.1f H%.1f\" stroke=\"black\" fill=\"none\"/>\n",
                  MARGIN, MARGIN, MARGIN + PLOT_H, MARGIN + PLOT_W);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"16\">%s: G(n) for n = %llu"
                  "..%llu</text>\n", MARGIN, MARGIN - 24, spec,
                  (unsigned long long)f->from, (unsigned long long)f->to);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\">%llu</text>\n",
                  MARGIN - 4, MARGIN + PLOT_H + 16, (unsigned long long)f->from);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">"
                  "%llu (heap size)</text>\n", MARGIN + PLOT_W, MARGIN + PLOT_H + 16,
                  (unsigned long long)f->to);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">"
                  "%llu</text>\n", MARGIN - 6, MARGIN + 4, (unsigned long long)f->vmax);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">0"
                  "</text>\n", MARGIN - 6, MARGIN + PLOT_H);
}

static void plot_period(gr_buf *b, const frame *f, const gr_period *p)
{
    double x0, x1;

    if (p->status != GR_PERIOD_PROVED || p->preperiod > f->to)
        return;
    x0 = frame_x(f, (double)(p->preperiod < f->from ? f->from : p->preperiod));
    x1 = frame_x(f, (double)(p->preperiod + p->period));
    if (x1 > MARGIN + PLOT_W)
        x1 = MARGIN + PLOT_W;
    gr_buf_printf(b, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                  "fill=\"#fde9a9\"/>\n", x0, MARGIN, x1 - x0 > 1 ? x1 - x0 : 1, PLOT_H);
    gr_buf_printf(b, "<path d=\"M%.1f %.1f V%.1f\" stroke=\"#c0392b\" stroke-dasharray=\"4 3\"/>"
                  "\n", x0, MARGIN, MARGIN + PLOT_H);
    gr_buf_printf(b, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"12\" fill=\"#c0392b\">"
                  "preperiod %llu, period %llu (proved); the shaded band is one period</text>\n",
                  MARGIN + 8, MARGIN - 6, (unsigned long long)p->preperiod,
                  (unsigned long long)p->period);
}

/* One column per heap, or per group of heaps (from the least to the largest value). */
static int plot_points(gr_buf *b, const gr_game *g, const frame *f, gr_error *err)
{
    uint64_t count = f->to - f->from + 1, per = (count + MAX_COLUMNS - 1) / MAX_COLUMNS;
    uint64_t n, i, v, lo, hi;

    gr_buf_puts(b, "<g fill=\"#1f5fa8\" stroke=\"#1f5fa8\">\n");
    for (n = f->from; n <= f->to && n >= f->from; n += per) {
        lo = UINT64_MAX;
        hi = 0;
        for (i = n; i < n + per && i <= f->to; i++) {
            if (gr_heap_value(g, i, &v, err) != GR_OK)
                return err->code;
            lo = v < lo ? v : lo;
            hi = v > hi ? v : hi;
        }
        if (per == 1)
            gr_buf_printf(b, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2\"/>\n",
                          frame_x(f, (double)n), frame_y(f, (double)v));
        else
            gr_buf_printf(b, "<path d=\"M%.1f %.1f V%.1f\"/>\n", frame_x(f, (double)n),
                          frame_y(f, (double)lo), frame_y(f, (double)hi) - 0.8);
    }
    gr_buf_puts(b, "</g>\n");
    return GR_OK;
}

static int plot_frame(frame *f, const gr_game *g, uint64_t from, uint64_t to, gr_error *err)
{
    uint64_t count = to - from + 1, per = (count + MAX_COLUMNS - 1) / MAX_COLUMNS, n, v;

    f->from = from;
    f->to = to;
    f->vmax = 1;
    for (n = from; n <= to && n >= from; n++) {
        if (per > 1 && count > 100 * MAX_COLUMNS && n % per != 0 && n != to)
            continue;   /* a sample is enough for the scale of a huge range */
        if (gr_heap_value(g, n, &v, err) != GR_OK)
            return err->code;
        f->vmax = v > f->vmax ? v : f->vmax;
    }
    f->xscale = PLOT_W / (double)(count > 1 ? count - 1 : 1);
    f->yscale = PLOT_H / (double)f->vmax;
    return GR_OK;
}

static int plot_fail(const char *path, const char *why)
{
    fputs("grundy: ", stderr);
    fprintf(stderr, _("cannot write the plot to '%s': %s\n"), path, why);
    return EXIT_FAILURE_IO;
}

/* Opens path to write the plot: without waiting on a FIFO that no one
** reads (open fails at once with ENXIO; signals would restart a blocking
** one), then in blocking mode. NULL with errno set on failure. */
static FILE *plot_open(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0666), flags;
    FILE *f;

    if (fd < 0)
        return NULL;
    if ((flags = fcntl(fd, F_GETFL)) == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
        (f = fdopen(fd, "w")) == NULL) {
        int e = errno;
        close(fd);
        errno = e;
        return NULL;
    }
    return f;
}

int plot_svg(const char *path, const gr_game *g, uint64_t from, uint64_t to,
             const gr_period *p)
{
    gr_buf b = GR_BUF_INIT;
    gr_error err;
    frame f = {0, 0, 0, 0.0, 0.0};
    FILE *file;
    int rc = EXIT_ANSWERED;

    if (plot_frame(&f, g, from, to, &err) != GR_OK)
        return cli_fail(&err);
    gr_buf_printf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3"
                  ".org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\">\n",
                  PLOT_W + 2 * MARGIN, PLOT_H + 2 * MARGIN);
    plot_axes(&b, &f, g->spec);
    plot_period(&b, &f, p);
    if (plot_points(&b, g, &f, &err) != GR_OK) {
        gr_buf_free(&b);
        return cli_fail(&err);
    }
    gr_buf_puts(&b, "</svg>\n");
    file = plot_open(path);
    if (file == NULL || b.failed || fwrite(b.data, 1, b.len, file) != b.len)
        rc = plot_fail(path, b.failed ? "out of memory"
                             : file == NULL && errno == ENXIO ? _("a FIFO that no one reads")
                                                              : strerror(errno));
    if (file != NULL && fclose(file) != 0 && rc == EXIT_ANSWERED)
        rc = plot_fail(path, strerror(errno));
    gr_buf_free(&b);
    return rc;
}
