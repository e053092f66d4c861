// libheif decoding for Stateboard (declared in StateboardImageDecoders.h): a HEIF/HEIC file's
// primary image into Cairo's ARGB32 words, within a pixel limit, with a message on failure.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libheif/heif.h>
#include "StateboardImageDecoders.h"

static void stateboard_heif_fail(stateboard_heif_error *error, const char *what, struct heif_error status) {
    snprintf(error->message, sizeof error->message, "%s%s%s", what, status.message && status.message[0] ? ": " : "",
             status.message ? status.message : "");
}

uint32_t *stateboard_heif_decode(const void *data, size_t size, long max_pixels, int max_side,
                                 int *width, int *height, stateboard_heif_error *error) {
    error->message[0] = 0;
    struct heif_context *context = heif_context_alloc();
    if (context == NULL) {
        snprintf(error->message, sizeof error->message, "out of memory for a HEIF context");
        return NULL;
    }
    heif_context_set_maximum_image_size_limit(context, max_side);
    struct heif_image_handle *handle = NULL;
    struct heif_image *image = NULL;
    struct heif_decoding_options *options = NULL;
    uint32_t *pixels = NULL;
    struct heif_error status = heif_context_read_from_memory_without_copy(context, data, size, NULL);
    if (status.code != heif_error_Ok) { stateboard_heif_fail(error, "not a readable HEIF file", status); goto done; }
    status = heif_context_get_primary_image_handle(context, &handle);
    if (status.code != heif_error_Ok) { stateboard_heif_fail(error, "the HEIF file has no primary image", status); goto done; }
    long w0 = heif_image_handle_get_width(handle), h0 = heif_image_handle_get_height(handle);
    if (w0 <= 0 || h0 <= 0 || w0 > max_side || h0 > max_side || w0 * h0 > max_pixels) {
        snprintf(error->message, sizeof error->message, "the HEIF image is %ld×%ld pixels, over the limit of %ld", w0, h0, max_pixels);
        goto done;
    }
    options = heif_decoding_options_alloc();
    if (options == NULL) { snprintf(error->message, sizeof error->message, "out of memory for HEIF decoding options"); goto done; }
    options->convert_hdr_to_8bit = 1;
    status = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options);
    if (status.code != heif_error_Ok) { stateboard_heif_fail(error, "cannot decode the HEIF image", status); goto done; }
    int w = heif_image_get_width(image, heif_channel_interleaved), h = heif_image_get_height(image, heif_channel_interleaved);
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    if (plane == NULL || w <= 0 || h <= 0 || w > max_side || h > max_side || (long)w * h > max_pixels) {
        snprintf(error->message, sizeof error->message, "the HEIF image decoded to no readable %d×%d pixels", w, h);
        goto done;
    }
    pixels = malloc((size_t)w * h * 4);
    if (pixels == NULL) { snprintf(error->message, sizeof error->message, "out of memory for a %d×%d HEIF image", w, h); goto done; }
    int premultiplied = heif_image_handle_is_premultiplied_alpha(handle);
    for (int y = 0; y < h; y++) {
        const uint8_t *row = plane + (size_t)y * stride;
        for (int x = 0; x < w; x++) {
            uint32_t r = row[4 * x], g = row[4 * x + 1], b = row[4 * x + 2], a = row[4 * x + 3];
            if (!premultiplied && a != 255) {
                r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255;
            }
            pixels[(size_t)y * w + x] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    *width = w;
    *height = h;
done:
    if (image) heif_image_release(image);
    if (options) heif_decoding_options_free(options);
    if (handle) heif_image_handle_release(handle);
    heif_context_free(context);
    return pixels;
}

int stateboard_heif_can_decode_hevc(void) {
    return heif_have_decoder_for_format(heif_compression_HEVC);
}
