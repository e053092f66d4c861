// libjpeg(-turbo) decoding for Stateboard (declared in StateboardImageDecoders.h). libjpeg's
// default error handler calls exit(); this one longjmps back and returns the message instead.
#include <setjmp.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include "StateboardImageDecoders.h"

_Static_assert(sizeof(((stateboard_jpeg_error *)0)->message) >= JMSG_LENGTH_MAX + 64, "room for libjpeg's messages");

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    stateboard_jpeg_error *error;
} stateboard_jpeg_handler;

static void stateboard_jpeg_exit(j_common_ptr info) {
    stateboard_jpeg_handler *handler = (stateboard_jpeg_handler *)info->err;
    (*info->err->format_message)(info, handler->error->message);
    longjmp(handler->jump, 1);
}

static void stateboard_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }

/// Stops decoding past `STATEBOARD_JPEG_MAX_SCANS` scans, through the error exit (a longjmp).
static void stateboard_jpeg_progress(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > STATEBOARD_JPEG_MAX_SCANS) {
        stateboard_jpeg_handler *handler = (stateboard_jpeg_handler *)info->err;
        snprintf(handler->error->message, sizeof handler->error->message, "the JPEG has more than %d scans", STATEBOARD_JPEG_MAX_SCANS);
        longjmp(handler->jump, 1);
    }
}

uint32_t *stateboard_jpeg_decode(const unsigned char *data, unsigned long size, long max_pixels,
                                 int *width, int *height, stateboard_jpeg_error *error) {
    struct jpeg_decompress_struct info;
    stateboard_jpeg_handler handler;
    uint32_t *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    error->message[0] = 0;
    info.err = jpeg_std_error(&handler.manager);
    handler.manager.error_exit = stateboard_jpeg_exit;
    handler.manager.emit_message = stateboard_jpeg_silent;
    handler.error = error;
    if (setjmp(handler.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    struct jpeg_progress_mgr progress = { stateboard_jpeg_progress, 0, 0, 0, 0 };
    info.progress = &progress;
    info.mem->max_memory_to_use = 512L * 1024 * 1024;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if (info.image_width == 0 || info.image_height == 0
        || (long)info.image_width * (long)info.image_height > max_pixels) {
        snprintf(error->message, sizeof error->message, "the JPEG is %u×%u pixels, over the limit of %ld",
                 info.image_width, info.image_height, max_pixels);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        snprintf(error->message, sizeof error->message, "the JPEG is CMYK; only grayscale and RGB JPEGs are drawn");
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    info.out_color_space = JCS_RGB;
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    info.do_block_smoothing = TRUE;
    jpeg_start_decompress(&info);
    unsigned w = info.output_width, h = info.output_height;
    pixels = malloc((size_t)w * h * 4);
    row = malloc((size_t)w * 3);
    if (pixels == NULL || row == NULL) {
        snprintf(error->message, sizeof error->message, "out of memory for a %u×%u JPEG", w, h);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    while (info.output_scanline < h) {
        unsigned y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        for (unsigned x = 0; x < w; x++) {
            pixels[(size_t)y * w + x] = 0xFF000000u | (uint32_t)row[3 * x] << 16 | (uint32_t)row[3 * x + 1] << 8 | row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    return pixels;
}

void stateboard_jpeg_orient(const uint32_t *source, int width, int height, int orientation, uint32_t *target) {
    int w = width, h = height, turned = orientation >= 5 && orientation <= 8;
    int out_w = turned ? h : w, out_h = turned ? w : h;
    for (int y = 0; y < out_h; y++) {
        for (int x = 0; x < out_w; x++) {
            int sx, sy;
            switch (orientation) {
            case 2: sx = w - 1 - x; sy = y; break;
            case 3: sx = w - 1 - x; sy = h - 1 - y; break;
            case 4: sx = x; sy = h - 1 - y; break;
            case 5: sx = y; sy = x; break;
            case 6: sx = y; sy = h - 1 - x; break;
            case 7: sx = w - 1 - y; sy = h - 1 - x; break;
            case 8: sx = w - 1 - y; sy = x; break;
            default: sx = x; sy = y; break;
            }
            target[(size_t)y * out_w + x] = source[(size_t)sy * w + sx];
        }
    }
}
