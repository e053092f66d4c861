// Stateboard's image decoders written in C: libjpeg(-turbo) and libheif calls that report a
// failure as a message instead of exiting the process or failing loudly. The declarations only:
// the code is compiled once, in JPEGDecode.c and HEIFDecode.c, and this header needs neither
// library's headers.
#ifndef STATEBOARD_IMAGE_DECODERS_H
#define STATEBOARD_IMAGE_DECODERS_H

#include <stddef.h>
#include <stdint.h>

/// Why `stateboard_jpeg_decode` failed (empty when it did not): room for libjpeg's longest
/// message (`JMSG_LENGTH_MAX`, 200) and Stateboard's own.
typedef struct {
    char message[264];
} stateboard_jpeg_error;

/// Scans a JPEG may have: each scan of a progressive JPEG goes over the whole image again, so a
/// small file of thousands of scans is minutes of work (libjpeg-turbo's tools stop at 500 too).
#define STATEBOARD_JPEG_MAX_SCANS 500

/// Decodes the baseline or progressive JPEG in `data` (`size` bytes) with the exact integer
/// IDCT (JDCT_ISLOW), so the pixels are the same on every machine, into a newly allocated
/// buffer of `*width` × `*height` opaque pixels, each a native-endian 0xFFRRGGBB word (Cairo's
/// ARGB32), rows packed. Refuses an image over `max_pixels` pixels from its header, before
/// anything is decoded. Returns NULL with `error` set on any failure; the caller frees the buffer.
uint32_t *stateboard_jpeg_decode(const unsigned char *data, unsigned long size, long max_pixels,
                                 int *width, int *height, stateboard_jpeg_error *error);

/// Copies the `width` × `height` pixels of `source` into `target` turned upright for the EXIF
/// `orientation` (1–8): 2 mirrored, 3 turned 180°, 4 flipped, 5 transposed, 6 turned 90°
/// clockwise, 7 transversed, 8 turned 90° counter-clockwise. For 5–8 `target` is `height` wide.
void stateboard_jpeg_orient(const uint32_t *source, int width, int height, int orientation, uint32_t *target);

/// Why `stateboard_heif_decode` failed (empty when it did not).
typedef struct {
    char message[256];
} stateboard_heif_error;

/// Decodes the primary image of the HEIF/HEIC file in `data` (`size` bytes) into a newly
/// allocated buffer of `*width` × `*height` pixels, each a native-endian premultiplied
/// 0xAARRGGBB word (Cairo's ARGB32), rows packed, turned upright as the file's `irot`/`imir`
/// transformations say (as iOS draws it). Refuses an image over `max_pixels` pixels (or over
/// `max_side` on a side) from its header, before anything is decoded. Returns NULL with `error`
/// set on any failure; the caller frees the buffer.
uint32_t *stateboard_heif_decode(const void *data, size_t size, long max_pixels, int max_side,
                                 int *width, int *height, stateboard_heif_error *error);

/// Whether this libheif can decode HEVC (HEIC) images, as Apple's cameras and Xcode write them.
int stateboard_heif_can_decode_hevc(void);

/// Adds "close every descriptor from `lowest` up" to a `posix_spawn_file_actions_t` (glibc's
/// `posix_spawn_file_actions_addclosefrom_np`, which Swift does not see): a decoder worker starts
/// with nothing of its parent's open. Returns 0, or an errno value.
int stateboard_spawn_close_from(void *actions, int lowest);

#endif
