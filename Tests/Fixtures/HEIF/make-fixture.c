// Writes the HEIF test fixtures: `quadrants.heic`, a 64×64 HEVC image whose four quadrants are
// red, green, blue and white (lossless-ish quality 100, so the decoded colors are near exact).
// Build and run: cc make-fixture.c $(pkg-config --cflags --libs libheif) -o make-fixture && ./make-fixture
#include <libheif/heif.h>
#include <stdio.h>

int main(void) {
    const int side = 64;
    struct heif_image *image = NULL;
    heif_image_create(side, side, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image);
    heif_image_add_plane(image, heif_channel_interleaved, side, side, 8);
    int stride = 0;
    uint8_t *pixels = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    for (int y = 0; y < side; y++) {
        for (int x = 0; x < side; x++) {
            uint8_t *p = pixels + y * stride + x * 3;
            int right = x >= side / 2, bottom = y >= side / 2;
            uint8_t r = 0, g = 0, b = 0;
            if (!right && !bottom) { r = 255; }
            else if (right && !bottom) { g = 255; }
            else if (!right && bottom) { b = 255; }
            else { r = g = b = 255; }
            p[0] = r; p[1] = g; p[2] = b;
        }
    }
    struct heif_context *context = heif_context_alloc();
    struct heif_encoder *encoder = NULL;
    struct heif_error error = heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder);
    if (error.code) { fprintf(stderr, "no HEVC encoder: %s\n", error.message); return 1; }
    heif_encoder_set_lossy_quality(encoder, 100);
    error = heif_context_encode_image(context, image, encoder, NULL, NULL);
    if (error.code) { fprintf(stderr, "encode: %s\n", error.message); return 1; }
    heif_encoder_release(encoder);
    error = heif_context_write_to_file(context, "quadrants.heic");
    if (error.code) { fprintf(stderr, "write: %s\n", error.message); return 1; }
    heif_context_free(context);
    heif_image_release(image);
    return 0;
}
