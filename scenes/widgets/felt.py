"""The felt table texture, generated once per run (no image files needed)."""
from __future__ import annotations

import random

import pygame

from scenes import assets

_cache: dict[tuple, pygame.Surface] = {}
assets.on_reset(_cache.clear)


def felt(size: tuple[int, int] = (1920, 1080), base=assets.FELT, seed: int = 9) -> pygame.Surface:
    key = (size, base, seed)
    if key in _cache:
        return _cache[key]
    w, h = size
    rnd = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(base)
    # soft fibre noise: a small random tile, smoothly enlarged, tiled
    tile = pygame.Surface((96, 96))
    px = pygame.PixelArray(tile)
    for y in range(96):
        for x in range(96):
            d = rnd.randint(-9, 9)
            px[x, y] = (max(0, min(255, base[0] + d)), max(0, min(255, base[1] + d + rnd.randint(-3, 3))),
                        max(0, min(255, base[2] + d)))
    del px
    tile = pygame.transform.smoothscale(tile, (192, 192))
    for ty in range(0, h, 192):
        for tx in range(0, w, 192):
            surf.blit(tile, (tx, ty))
    fine = pygame.Surface((w // 2, h // 2), pygame.SRCALPHA)
    for _ in range(2600):
        x, y = rnd.randrange(w // 2), rnd.randrange(h // 2)
        c = (255, 255, 255, rnd.randint(6, 16)) if rnd.random() < 0.5 else (0, 0, 0, rnd.randint(8, 20))
        fine.fill(c, (x, y, 1, rnd.randint(1, 3)))
    surf.blit(pygame.transform.scale(fine, size), (0, 0))
    # vignette: concentric darkening, drawn small and smoothly enlarged
    vw, vh = w // 8, h // 8
    vig = pygame.Surface((vw, vh), pygame.SRCALPHA)
    steps = 24
    for i in range(steps):
        k = i / steps
        a = int(150 * (1 - k) ** 2.2)
        r = pygame.Rect(0, 0, int(vw * (1.25 - 0.6 * k) * 1.0), int(vh * (1.35 - 0.7 * k)))
        r.center = (vw // 2, vh // 2)
        layer = pygame.Surface((vw, vh), pygame.SRCALPHA)
        layer.fill((0, 0, 0, a))
        pygame.draw.ellipse(layer, (0, 0, 0, 0), r)
        vig.blit(layer, (0, 0))
    vig = pygame.transform.smoothscale(vig, size)
    surf.blit(vig, (0, 0))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    _cache[key] = surf
    return surf


def titled_backdrop(surface: pygame.Surface, title: str) -> int:
    """A full screen of its own (the lists: replays, statistics): the felt, dimmed, and ``title``
    large at the top centre; returns the screen's centre x."""
    w, h = surface.get_size()
    surface.blit(felt((w, h)), (0, 0))
    surface.blit(assets.panel((w, h), (0, 0, 0, 110), 0), (0, 0))
    t = assets.text("serif", 64, title, assets.GOLD, role="title")
    surface.blit(t, t.get_rect(center=(w // 2, 80)))
    return w // 2
