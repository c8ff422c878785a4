-- The tare on a ULD's own plate (kg): makers' figures for one type differ by tens of kilograms. Null keeps the
-- type's published figure, as every ULD had before.
ALTER TABLE "ulds" ADD COLUMN "tare_kg" numeric(10, 1);