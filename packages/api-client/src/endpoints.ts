import type { z } from "zod";
import type {
  AdminLogin,
  ContactMessage,
  ContactRequest,
  Course,
  DashboardStats,
  GalleryImage,
  Inquiry,
  InquiryRequest,
  LoginAnswer,
  PageContent,
  Slider,
  Student,
  SignedCourseFile,
  StudentLogin,
  StudentProfile,
  Testimonial,
} from "@institute/schemas";
import { download, request, type RequestOptions } from "./http.ts";

type Progress = RequestOptions["onProgress"];
type Message = { message: string };
const admin = "admin" as const;
const student = "student" as const;


/** Every call of the API, typed from the shared zod schemas. */
export const api = {
  admin: {
    login: (body: z.input<typeof AdminLogin>) => request<LoginAnswer>("/api/admin/login", { method: "POST", json: body }),
    stats: (signal?: AbortSignal) => request<DashboardStats>("/api/admin/dashboard-stats", { auth: admin, signal }),
    about: (signal?: AbortSignal) => request<PageContent>("/api/admin/about", { auth: admin, signal }),
    // The spec's admin screen loads home content with its bearer token; the route itself is public.
    home: (signal?: AbortSignal) => request<PageContent>("/api/home", { auth: admin, signal }),
  },
  visits: {
    record: (visitorId: string) => request<Message>("/api/visits", { method: "POST", json: { visitorId } }),
  },
  sliders: {
    list: (signal?: AbortSignal) => request<Slider[]>("/api/sliders", { signal }),
    add: (form: FormData, onProgress?: Progress) => request<Message & { slider: Slider }>("/api/sliders/add", { method: "POST", form, auth: admin, onProgress }),
    update: (id: number, form: FormData, onProgress?: Progress) => request<Message & { slider: Slider }>(`/api/sliders/${id}`, { method: "PUT", form, auth: admin, onProgress }),
    remove: (id: number) => request<Message>(`/api/sliders/${id}`, { method: "DELETE", auth: admin }),
  },
  home: {
    get: (signal?: AbortSignal) => request<PageContent>("/api/home", { signal }),
    update: (form: FormData, onProgress?: Progress) => request<Message & { home: PageContent }>("/api/home/update", { method: "POST", form, auth: admin, onProgress }),
  },
  about: {
    get: (signal?: AbortSignal) => request<PageContent>("/api/about", { signal }),
    update: (form: FormData, onProgress?: Progress) => request<Message & { about: PageContent }>("/api/about/update", { method: "POST", form, auth: admin, onProgress }),
  },
  courses: {
    list: (signal?: AbortSignal) => request<Course[]>("/api/courses", { signal }),
    get: (id: number, signal?: AbortSignal) => request<Course>(`/api/courses/${id}`, { signal }),
    add: (form: FormData, onProgress?: Progress) => request<Message & { course: Course }>("/api/courses/add", { method: "POST", form, auth: admin, onProgress }),
    update: (id: number, form: FormData, onProgress?: Progress) => request<Message & { course: Course }>(`/api/courses/update/${id}`, { method: "PUT", form, auth: admin, onProgress }),
    remove: (id: number) => request<Message>(`/api/courses/${id}`, { method: "DELETE", auth: admin }),
  },
  files: {
    list: (signal?: AbortSignal) => request<SignedCourseFile[]>("/api/files", { auth: admin, signal }),
    upload: (form: FormData, onProgress?: Progress) => request<Message & { file: SignedCourseFile }>("/api/files/upload", { method: "POST", form, auth: admin, onProgress }),
    remove: (id: number) => request<Message>(`/api/files/${id}`, { method: "DELETE", auth: admin }),
    mine: (signal?: AbortSignal) => request<SignedCourseFile[]>("/api/files/student", { auth: student, signal }),
  },
  gallery: {
    list: (signal?: AbortSignal) => request<GalleryImage[]>("/api/gallery", { signal }),
    upload: (form: FormData, onProgress?: Progress) => request<Message & { images: GalleryImage[] }>("/api/gallery/upload", { method: "POST", form, auth: admin, onProgress }),
    remove: (id: number) => request<Message>(`/api/gallery/${id}`, { method: "DELETE", auth: admin }),
  },
  contacts: {
    list: (signal?: AbortSignal) => request<ContactMessage[]>("/api/contacts", { auth: admin, signal }),
    send: (body: z.input<typeof ContactRequest>) => request<Message & { success: boolean; id: number }>("/api/contacts", { method: "POST", json: body }),
    remove: (id: number) => request<Message>(`/api/contacts/${id}`, { method: "DELETE", auth: admin }),
  },
  testimonials: {
    list: (signal?: AbortSignal) => request<Testimonial[]>("/api/testimonials", { signal }),
    add: (form: FormData, onProgress?: Progress) => request<Message & { testimonial: Testimonial }>("/api/testimonials/add", { method: "POST", form, auth: admin, onProgress }),
    update: (id: number, form: FormData, onProgress?: Progress) => request<Message & { testimonial: Testimonial }>(`/api/testimonials/${id}`, { method: "PUT", form, auth: admin, onProgress }),
    remove: (id: number) => request<Message>(`/api/testimonials/${id}`, { method: "DELETE", auth: admin }),
  },
  students: {
    list: (signal?: AbortSignal) => request<Student[]>("/api/students", { auth: admin, signal }),
    remove: (id: number) => request<Message>(`/api/students/${id}`, { method: "DELETE", auth: admin }),
    register: (form: FormData, onProgress?: Progress) => request<Message & { student: Student }>("/api/students/register", { method: "POST", form, onProgress }),
    login: (body: z.input<typeof StudentLogin>) => request<LoginAnswer>("/api/students/login", { method: "POST", json: body }),
    profile: (signal?: AbortSignal) => request<StudentProfile>("/api/students/profile", { auth: student, signal }),
    updateProfile: (form: FormData, onProgress?: Progress) => request<Message & { profile: StudentProfile }>("/api/students/profile/update", { method: "PUT", form, auth: student, onProgress }),
  },
  inquiries: {
    list: (signal?: AbortSignal) => request<Inquiry[]>("/api/inquiries", { auth: admin, signal }),
    send: (body: z.input<typeof InquiryRequest>) => request<Message & { id: number }>("/api/inquiries", { method: "POST", json: body }),
    export: () => download("/api/inquiries/export", { auth: admin }),
  },
};
