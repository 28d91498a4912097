import CPixman

/// A picture drawn through a full projective map, pixel for pixel as pixman draws it, in less
/// time: 0.73–0.88× pixman's on a picture of varied pixels, and the cube page's frame 1.17–1.62×
/// faster (`strata bench --only perspective`).
///
/// What it reproduces: `pixman_image_composite32` with `PIXMAN_OP_OVER` from an ARGB32 source
/// whose transform has a perspective row, filtered bilinearly and transparent outside
/// (`PIXMAN_REPEAT_NONE`), into an ARGB32 destination. pixman samples such a source with its
/// general fetcher: the line's first pixel centre goes through `pixman_transform_point_3d`,
/// each next pixel adds the transform's first column in 16.16, and each pixel's homogeneous
/// coordinates are divided by w in 64-bit integers; the bilinear filter then weighs the four
/// texels with 7-bit weights, and the OVER combiner blends with its rounded 8-bit products.
/// Every step here is the same integer arithmetic, so the pixels are byte for byte pixman's
/// (`ProjectiveSamplerTests` compares them over random maps).
///
/// Why by hand: pixman reaches that fetcher through its general pipeline, which costs about
/// 30 ns a pixel here (`strata bench --only perspective`), most of the cube page's frame.
/// Each pixel pays two 64-bit divisions, four texel fetches through function pointers, and a
/// pass of a combiner over a scanline buffer. Here the two divisions become one reciprocal
/// and two products, each corrected to the exact integer quotient, and the texels are read,
/// weighted and blended in one pass over the row with no buffer and no allocation.
package enum ProjectiveSampler {
    /// The premultiplied ARGB32 pixels of a pixman image.
    package struct Pixels {
        let base: UnsafeMutablePointer<UInt32>
        let width: Int, height: Int
        /// Pixels from one row to the next.
        let stride: Int

        /// The pixels of `image`, or nil when it is not an `a8r8g8b8` image of whole 32-bit rows.
        package init?(_ image: OpaquePointer) {
            guard pixman_image_get_format(image) == PIXMAN_a8r8g8b8, let data = pixman_image_get_data(image) else {
                return nil
            }
            let bytes = Int(pixman_image_get_stride(image))
            guard bytes > 0, bytes % 4 == 0 else { return nil }
            base = data
            width = Int(pixman_image_get_width(image))
            height = Int(pixman_image_get_height(image))
            stride = bytes / 4
        }
    }

    /// Composites `width` pixels of one destination row, starting at (`x`, `y`), OVER
    /// `destination`, from `source` sampled through `transform` at the source pixel centres
    /// (`sourceX` + i + ½, `sourceY` + ½): what `pixman_image_composite32(PIXMAN_OP_OVER,
    /// source, nil, destination, sourceX, sourceY, 0, 0, x, y, width, 1)` draws when the source
    /// is bilinear with `PIXMAN_REPEAT_NONE`. The caller keeps the row inside the destination.
    package static func compositeRow(from source: Pixels, transform: pixman_transform_t, sourceX: Int, sourceY: Int,
                                     onto destination: Pixels, x: Int, y: Int, width: Int) {
        guard width > 0, let startX = Int32(exactly: sourceX), let startY = Int32(exactly: sourceY),
              abs(startX) < 0x7FFF, abs(startY) < 0x7FFF else { return }
        var t = transform
        var v = pixman_vector_t()
        v.vector = ((startX << 16) + 0x8000, (startY << 16) + 0x8000, 0x10000)
        // Beyond 16.16 pixman draws nothing it can rely on either.
        guard pixman_transform_point_3d(&t, &v) != 0 else { return }
        var (u, w, h) = v.vector
        let (du, dw, dh) = (t.matrix.0.0, t.matrix.1.0, t.matrix.2.0)
        let line = destination.base + y * destination.stride + x
        for i in 0..<width {
            let (sx, sy) = divide(u, w, by: h)
            let pixel = sample(source, sx, sy)
            // An opaque pixel replaces the destination and a clear one leaves it, exactly as the
            // blend would.
            if pixel >= 0xFF00_0000 {
                line[i] = pixel
            } else if pixel != 0 {
                line[i] = over(pixel, line[i])
            }
            // pixman steps in 32-bit fixed point, wrapping as C's int does on this ABI.
            u &+= du
            w &+= dw
            h &+= dh
        }
    }

    /// pixman's `((uint64_t) n << 16) / h` for both coordinates, truncated to 16.16 (0 when h
    /// is 0). For n ≥ 0 and h > 0, the map's usual case, the quotient comes from a reciprocal in
    /// double precision, corrected to the exact floor. The numerator is below 2⁴⁷, so the
    /// product is off by less than 2⁻⁴ / h (two roundings of 2⁻⁵³ each), while a quotient that is
    /// not whole lies at least 1 / h from the next integer: the product can never reach past an
    /// integer, and only a whole quotient can come out one short, which one step up settles.
    @inline(__always)
    static func divide(_ nx: Int32, _ ny: Int32, by h: Int32) -> (Int32, Int32) {
        guard h != 0 else { return (0, 0) }
        guard h > 0, nx >= 0, ny >= 0 else {
            let divisor = UInt64(bitPattern: Int64(h))
            return (Int32(truncatingIfNeeded: (UInt64(bitPattern: Int64(nx)) << 16) / divisor),
                    Int32(truncatingIfNeeded: (UInt64(bitPattern: Int64(ny)) << 16) / divisor))
        }
        let divisor = Int64(h)
        let reciprocal = 1 / Double(divisor)
        @inline(__always)
        func floorQuotient(_ n: Int32) -> Int32 {
            // Wrapping operations: the ranges above keep every one exact, and this runs per pixel.
            let numerator = Int64(n) &<< 16
            let q = Int64(Double(numerator) * reciprocal)
            return Int32(truncatingIfNeeded: (q &+ 1) &* divisor <= numerator ? q &+ 1 : q)
        }
        return (floorQuotient(nx), floorQuotient(ny))
    }

    /// The bilinear sample at 16.16 source coordinates (`x`, `y`), transparent outside the
    /// picture: the texels' top-left is at the coordinates less half a pixel, weighted by the
    /// top 7 bits of the fractions.
    @inline(__always)
    private static func sample(_ source: Pixels, _ x: Int32, _ y: Int32) -> UInt32 {
        let x1 = x &- 0x8000, y1 = y &- 0x8000
        let left = Int(x1 >> 16), top = Int(y1 >> 16)
        // Wholly outside, the usual case at a quad's edges: nothing to weigh.
        guard left >= -1, top >= -1, left < source.width, top < source.height else { return 0 }
        let distX = UInt64((x1 >> 9) & 0x7F) << 1, distY = UInt64((y1 >> 9) & 0x7F) << 1
        let (topLeft, topRight, bottomLeft, bottomRight): (UInt32, UInt32, UInt32, UInt32)
        if left >= 0, top >= 0, left + 1 < source.width, top + 1 < source.height {
            let upper = source.base + (top &* source.stride &+ left)
            let lower = upper + source.stride
            (topLeft, topRight, bottomLeft, bottomRight) = (upper[0], upper[1], lower[0], lower[1])
        } else {
            func texel(_ column: Int, _ row: Int) -> UInt32 {
                column >= 0 && row >= 0 && column < source.width && row < source.height
                    ? source.base[row * source.stride + column] : 0
            }
            (topLeft, topRight, bottomLeft, bottomRight) = (texel(left, top), texel(left + 1, top),
                                                            texel(left, top + 1), texel(left + 1, top + 1))
        }
        // Inside a flat colour, the usual case: the weights sum to 2¹⁶, so the weighed sum is the
        // colour again, exactly.
        if topLeft == topRight, topLeft == bottomLeft, topLeft == bottomRight { return topLeft }
        return interpolate(topLeft, topRight, bottomLeft, bottomRight, distX: distX, distY: distY)
    }

    /// The four texels weighed by the 8-bit distances, two channels at a time in 64-bit lanes,
    /// truncated as pixman's 64-bit `bilinear_interpolation` does.
    @inline(__always)
    private static func interpolate(_ tl: UInt32, _ tr: UInt32, _ bl: UInt32, _ br: UInt32,
                                    distX: UInt64, distY: UInt64) -> UInt32 {
        let wBR = distX * distY, wTR = distX * (256 - distY)
        let wBL = (256 - distX) * distY, wTL = (256 - distX) * (256 - distY)
        // Alpha (bits 24–31) and blue (0–7) in place.
        func alphaBlue(_ p: UInt32) -> UInt64 { UInt64(p & 0xFF00_00FF) }
        // Red moved up to bits 32–39, green (8–15) in place.
        func redGreen(_ p: UInt32) -> UInt64 { (UInt64(p) << 16) & 0x0000_00FF_0000_0000 | UInt64(p & 0x0000_FF00) }
        let ab = alphaBlue(tl) &* wTL &+ alphaBlue(tr) &* wTR &+ alphaBlue(bl) &* wBL &+ alphaBlue(br) &* wBR
        let rg = redGreen(tl) &* wTL &+ redGreen(tr) &* wTR &+ redGreen(bl) &* wBL &+ redGreen(br) &* wBR
        let packed = (ab & 0x0000_FF00_00FF_0000) | ((rg >> 16) & 0x0000_00FF_0000_0000) | (rg & 0xFF00_0000)
        return UInt32(truncatingIfNeeded: packed >> 16)
    }

    /// `source` OVER `destination`, premultiplied: the destination's channels times the
    /// source's remaining transparency, each an 8-bit product rounded as pixman's
    /// `UN8x4_MUL_UN8`, plus the source's, saturated.
    @inline(__always)
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let transparency = (~source) >> 24
        func scaled(_ pair: UInt32) -> UInt32 {
            let t = pair &* transparency &+ 0x0080_0080
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        func saturatedSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
            var t = a &+ b
            t |= 0x1000_0100 &- ((t >> 8) & 0x00FF_00FF)
            return t & 0x00FF_00FF
        }
        let redBlue = saturatedSum(scaled(destination & 0x00FF_00FF), source & 0x00FF_00FF)
        let alphaGreen = saturatedSum(scaled((destination >> 8) & 0x00FF_00FF), (source >> 8) & 0x00FF_00FF)
        return redBlue | (alphaGreen << 8)
    }
}
