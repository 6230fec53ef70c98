/**
 * The row, insert and update types of the database's public schema, generated from the migrated database by
 * npm run schema (scripts/databaseTypes.ts), in the shape of `supabase gen types typescript`. Do not edit:
 * change a migration and run npm run schema again (tests/integration/schemaFile.test.ts fails when stale).
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      appointments: {
        Row: {
          cancellation_reason: string | null;
          created_at: string;
          date: string;
          email: string;
          full_name: string;
          id: string;
          last_change: 'cancelled_by_customer' | 'moved_by_customer' | 'moved_by_company' | null;
          last_change_at: string | null;
          notes: string | null;
          notice_channel: 'sms' | 'whatsapp' | null;
          phone: string | null;
          place: 'shop' | 'on_site' | null;
          place_address: string | null;
          previous_date: string | null;
          previous_time: string | null;
          profile_id: string | null;
          search_text: string | null;
          sequence: number;
          service: 'hardware-consultation' | 'software-consultation' | 'web-development' | 'network-setup' | 'it-support' | 'security-audit' | 'training' | 'other';
          status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
          time: string;
          updated_at: string;
        };
        Insert: {
          cancellation_reason?: string | null;
          created_at?: string;
          date: string;
          email: string;
          full_name: string;
          id?: string;
          last_change?: 'cancelled_by_customer' | 'moved_by_customer' | 'moved_by_company' | null;
          last_change_at?: string | null;
          notes?: string | null;
          notice_channel?: 'sms' | 'whatsapp' | null;
          phone?: string | null;
          place?: 'shop' | 'on_site' | null;
          place_address?: string | null;
          previous_date?: string | null;
          previous_time?: string | null;
          profile_id?: string | null;
          search_text?: never;
          sequence?: number;
          service: 'hardware-consultation' | 'software-consultation' | 'web-development' | 'network-setup' | 'it-support' | 'security-audit' | 'training' | 'other';
          status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
          time: string;
          updated_at?: string;
        };
        Update: {
          cancellation_reason?: string | null;
          created_at?: string;
          date?: string;
          email?: string;
          full_name?: string;
          id?: string;
          last_change?: 'cancelled_by_customer' | 'moved_by_customer' | 'moved_by_company' | null;
          last_change_at?: string | null;
          notes?: string | null;
          notice_channel?: 'sms' | 'whatsapp' | null;
          phone?: string | null;
          place?: 'shop' | 'on_site' | null;
          place_address?: string | null;
          previous_date?: string | null;
          previous_time?: string | null;
          profile_id?: string | null;
          search_text?: never;
          sequence?: number;
          service?: 'hardware-consultation' | 'software-consultation' | 'web-development' | 'network-setup' | 'it-support' | 'security-audit' | 'training' | 'other';
          status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
          time?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'appointments_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      blog_posts: {
        Row: {
          author_id: string | null;
          author_name: string | null;
          content: string;
          created_at: string;
          excerpt: string | null;
          id: string;
          image_url: string | null;
          published_at: string | null;
          search_text: string | null;
          slug: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          author_id?: string | null;
          author_name?: string | null;
          content?: string;
          created_at?: string;
          excerpt?: string | null;
          id?: string;
          image_url?: string | null;
          published_at?: string | null;
          search_text?: never;
          slug: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          author_id?: string | null;
          author_name?: string | null;
          content?: string;
          created_at?: string;
          excerpt?: string | null;
          id?: string;
          image_url?: string | null;
          published_at?: string | null;
          search_text?: never;
          slug?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'blog_posts_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          message: string;
          name: string;
          phone: string | null;
          product_id: string | null;
          profile_id: string | null;
          read: boolean;
          search_text: string | null;
          subject: string | null;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          message: string;
          name: string;
          phone?: string | null;
          product_id?: string | null;
          profile_id?: string | null;
          read?: boolean;
          search_text?: never;
          subject?: string | null;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          message?: string;
          name?: string;
          phone?: string | null;
          product_id?: string | null;
          profile_id?: string | null;
          read?: boolean;
          search_text?: never;
          subject?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contact_messages_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contact_messages_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      credit_notes: {
        Row: {
          certification_error: string | null;
          certification_status: 'pending' | 'certified' | 'refused';
          certified_at: string | null;
          id: string;
          invoice_id: string;
          issued_at: string;
          issued_by: string | null;
          number: string;
          profile_id: string | null;
          reason: string;
          secef_code: string | null;
          secef_counters: Json | null;
          secef_nim: string | null;
          secef_qr: string | null;
          secef_taxes: Json | null;
          seller: Json;
          tax_rate: number;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Insert: {
          certification_error?: string | null;
          certification_status?: 'pending' | 'certified' | 'refused';
          certified_at?: string | null;
          id?: string;
          invoice_id: string;
          issued_at?: string;
          issued_by?: string | null;
          number: string;
          profile_id?: string | null;
          reason: string;
          secef_code?: string | null;
          secef_counters?: Json | null;
          secef_nim?: string | null;
          secef_qr?: string | null;
          secef_taxes?: Json | null;
          seller: Json;
          tax_rate: number;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Update: {
          certification_error?: string | null;
          certification_status?: 'pending' | 'certified' | 'refused';
          certified_at?: string | null;
          id?: string;
          invoice_id?: string;
          issued_at?: string;
          issued_by?: string | null;
          number?: string;
          profile_id?: string | null;
          reason?: string;
          secef_code?: string | null;
          secef_counters?: Json | null;
          secef_nim?: string | null;
          secef_qr?: string | null;
          secef_taxes?: Json | null;
          seller?: Json;
          tax_rate?: number;
          total_ht?: number;
          total_ttc?: number;
          total_tva?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'credit_notes_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'credit_notes_issued_by_fkey';
            columns: ['issued_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'credit_notes_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      equipment: {
        Row: {
          created_at: string;
          id: string;
          name: string;
          notes: string | null;
          order_id: string | null;
          product_id: string | null;
          profile_id: string;
          purchased_on: string;
          serial_number: string | null;
          warranty_end: string | null;
          warranty_notice_sent_at: string | null;
        };
        Insert: {
          created_at?: string;
          id?: string;
          name: string;
          notes?: string | null;
          order_id?: string | null;
          product_id?: string | null;
          profile_id: string;
          purchased_on?: string;
          serial_number?: string | null;
          warranty_end?: string | null;
          warranty_notice_sent_at?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
          notes?: string | null;
          order_id?: string | null;
          product_id?: string | null;
          profile_id?: string;
          purchased_on?: string;
          serial_number?: string | null;
          warranty_end?: string | null;
          warranty_notice_sent_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'equipment_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'equipment_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'equipment_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      invoice_lines: {
        Row: {
          description: string;
          discount_percent: number;
          id: string;
          invoice_id: string;
          line_total: number;
          list_unit_price: number | null;
          position: number;
          product_id: string | null;
          quantity: number;
          unit_price: number;
        };
        Insert: {
          description: string;
          discount_percent?: number;
          id?: string;
          invoice_id: string;
          line_total: number;
          list_unit_price?: number | null;
          position: number;
          product_id?: string | null;
          quantity: number;
          unit_price: number;
        };
        Update: {
          description?: string;
          discount_percent?: number;
          id?: string;
          invoice_id?: string;
          line_total?: number;
          list_unit_price?: number | null;
          position?: number;
          product_id?: string | null;
          quantity?: number;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoice_lines_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoice_lines_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      invoices: {
        Row: {
          amount_credited: number;
          amount_paid: number;
          amount_refunded: number;
          balance_due: number | null;
          certification_error: string | null;
          certification_status: 'pending' | 'certified' | 'refused';
          certified_at: string | null;
          customer_address: string | null;
          customer_company: string | null;
          customer_department: string | null;
          customer_email: string | null;
          customer_ifu: string | null;
          customer_name: string;
          customer_phone: string | null;
          customer_rccm: string | null;
          due_date: string;
          id: string;
          issued_at: string;
          issued_by: string | null;
          issued_in_transaction: number;
          number: string;
          order_id: string;
          profile_id: string | null;
          purchase_order_ref: string | null;
          refund_due: number | null;
          secef_code: string | null;
          secef_counters: Json | null;
          secef_nim: string | null;
          secef_qr: string | null;
          secef_taxes: Json | null;
          seller: Json;
          status: 'unpaid' | 'partially_paid' | 'paid' | 'cancelled';
          tax_rate: number;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Insert: {
          amount_credited?: number;
          amount_paid?: number;
          amount_refunded?: number;
          balance_due?: never;
          certification_error?: string | null;
          certification_status?: 'pending' | 'certified' | 'refused';
          certified_at?: string | null;
          customer_address?: string | null;
          customer_company?: string | null;
          customer_department?: string | null;
          customer_email?: string | null;
          customer_ifu?: string | null;
          customer_name: string;
          customer_phone?: string | null;
          customer_rccm?: string | null;
          due_date: string;
          id?: string;
          issued_at?: string;
          issued_by?: string | null;
          issued_in_transaction?: number;
          number: string;
          order_id: string;
          profile_id?: string | null;
          purchase_order_ref?: string | null;
          refund_due?: never;
          secef_code?: string | null;
          secef_counters?: Json | null;
          secef_nim?: string | null;
          secef_qr?: string | null;
          secef_taxes?: Json | null;
          seller: Json;
          status?: 'unpaid' | 'partially_paid' | 'paid' | 'cancelled';
          tax_rate: number;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
        };
        Update: {
          amount_credited?: number;
          amount_paid?: number;
          amount_refunded?: number;
          balance_due?: never;
          certification_error?: string | null;
          certification_status?: 'pending' | 'certified' | 'refused';
          certified_at?: string | null;
          customer_address?: string | null;
          customer_company?: string | null;
          customer_department?: string | null;
          customer_email?: string | null;
          customer_ifu?: string | null;
          customer_name?: string;
          customer_phone?: string | null;
          customer_rccm?: string | null;
          due_date?: string;
          id?: string;
          issued_at?: string;
          issued_by?: string | null;
          issued_in_transaction?: number;
          number?: string;
          order_id?: string;
          profile_id?: string | null;
          purchase_order_ref?: string | null;
          refund_due?: never;
          secef_code?: string | null;
          secef_counters?: Json | null;
          secef_nim?: string | null;
          secef_qr?: string | null;
          secef_taxes?: Json | null;
          seller?: Json;
          status?: 'unpaid' | 'partially_paid' | 'paid' | 'cancelled';
          tax_rate?: number;
          total_ht?: number;
          total_ttc?: number;
          total_tva?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_issued_by_fkey';
            columns: ['issued_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      message_replies: {
        Row: {
          body: string;
          contact_message_id: string | null;
          created_at: string;
          id: string;
          quote_id: string | null;
          recipient: string;
          replied_by: string | null;
          replied_by_name: string;
        };
        Insert: {
          body: string;
          contact_message_id?: string | null;
          created_at?: string;
          id?: string;
          quote_id?: string | null;
          recipient: string;
          replied_by?: string | null;
          replied_by_name: string;
        };
        Update: {
          body?: string;
          contact_message_id?: string | null;
          created_at?: string;
          id?: string;
          quote_id?: string | null;
          recipient?: string;
          replied_by?: string | null;
          replied_by_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'message_replies_contact_message_id_fkey';
            columns: ['contact_message_id'];
            isOneToOne: false;
            referencedRelation: 'contact_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'message_replies_quote_id_fkey';
            columns: ['quote_id'];
            isOneToOne: false;
            referencedRelation: 'quotes';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'message_replies_replied_by_fkey';
            columns: ['replied_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      mfa_resets: {
        Row: {
          created_at: string;
          factors_removed: number;
          id: number;
          profile_id: string | null;
          reset_by: string | null;
        };
        Insert: {
          created_at?: string;
          factors_removed: number;
          id?: number;
          profile_id?: string | null;
          reset_by?: string | null;
        };
        Update: {
          created_at?: string;
          factors_removed?: number;
          id?: number;
          profile_id?: string | null;
          reset_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'mfa_resets_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'mfa_resets_reset_by_fkey';
            columns: ['reset_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          appointment_id: string | null;
          attempts: number;
          body_text: string | null;
          caused_by_visitor: boolean;
          channel: 'email' | 'sms' | 'whatsapp' | 'certification';
          created_at: string;
          credit_note_id: string | null;
          data: Json | null;
          expires_at: string | null;
          id: number;
          invoice_id: string | null;
          kind: string;
          last_error: string | null;
          message_id: string;
          next_attempt_at: string;
          order_id: string | null;
          quote_id: string | null;
          recipient: string;
          reply_to: string | null;
          sent_at: string | null;
          status: 'pending' | 'sent' | 'failed' | 'expired';
          subject: string | null;
        };
        Insert: {
          appointment_id?: string | null;
          attempts?: number;
          body_text?: string | null;
          caused_by_visitor?: boolean;
          channel?: 'email' | 'sms' | 'whatsapp' | 'certification';
          created_at?: string;
          credit_note_id?: string | null;
          data?: Json | null;
          expires_at?: string | null;
          id?: number;
          invoice_id?: string | null;
          kind: string;
          last_error?: string | null;
          message_id?: string;
          next_attempt_at?: string;
          order_id?: string | null;
          quote_id?: string | null;
          recipient: string;
          reply_to?: string | null;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed' | 'expired';
          subject?: string | null;
        };
        Update: {
          appointment_id?: string | null;
          attempts?: number;
          body_text?: string | null;
          caused_by_visitor?: boolean;
          channel?: 'email' | 'sms' | 'whatsapp' | 'certification';
          created_at?: string;
          credit_note_id?: string | null;
          data?: Json | null;
          expires_at?: string | null;
          id?: number;
          invoice_id?: string | null;
          kind?: string;
          last_error?: string | null;
          message_id?: string;
          next_attempt_at?: string;
          order_id?: string | null;
          quote_id?: string | null;
          recipient?: string;
          reply_to?: string | null;
          sent_at?: string | null;
          status?: 'pending' | 'sent' | 'failed' | 'expired';
          subject?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_appointment_id_fkey';
            columns: ['appointment_id'];
            isOneToOne: false;
            referencedRelation: 'appointments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_credit_note_id_fkey';
            columns: ['credit_note_id'];
            isOneToOne: false;
            referencedRelation: 'credit_notes';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'notifications_quote_id_fkey';
            columns: ['quote_id'];
            isOneToOne: false;
            referencedRelation: 'quotes';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          discount_percent: number;
          id: string;
          line_total: number;
          list_unit_price: number | null;
          order_id: string;
          position: number;
          product_id: string | null;
          product_name: string;
          quantity: number;
          unit_price: number;
        };
        Insert: {
          discount_percent?: number;
          id?: string;
          line_total: number;
          list_unit_price?: number | null;
          order_id: string;
          position: number;
          product_id?: string | null;
          product_name: string;
          quantity: number;
          unit_price: number;
        };
        Update: {
          discount_percent?: number;
          id?: string;
          line_total?: number;
          list_unit_price?: number | null;
          order_id?: string;
          position?: number;
          product_id?: string | null;
          product_name?: string;
          quantity?: number;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          cancelled_by_customer_at: string | null;
          created_at: string;
          customer_company: string | null;
          customer_department: string | null;
          customer_ifu: string | null;
          customer_rccm: string | null;
          delivery_address: string;
          delivery_name: string;
          delivery_phone: string;
          guest_email: string | null;
          id: string;
          notes: string | null;
          notice_channel: 'sms' | 'whatsapp' | null;
          number: number;
          payment_method: 'on_delivery' | 'mobile_money' | 'online';
          profile_id: string | null;
          purchase_order_ref: string | null;
          search_text: string | null;
          shipping: number;
          status: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
          subtotal: number;
          tax: number;
          tax_rate: number;
          total: number;
          updated_at: string;
        };
        Insert: {
          cancelled_by_customer_at?: string | null;
          created_at?: string;
          customer_company?: string | null;
          customer_department?: string | null;
          customer_ifu?: string | null;
          customer_rccm?: string | null;
          delivery_address: string;
          delivery_name: string;
          delivery_phone: string;
          guest_email?: string | null;
          id?: string;
          notes?: string | null;
          notice_channel?: 'sms' | 'whatsapp' | null;
          number?: number;
          payment_method?: 'on_delivery' | 'mobile_money' | 'online';
          profile_id?: string | null;
          purchase_order_ref?: string | null;
          search_text?: never;
          shipping?: number;
          status?: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
          subtotal: number;
          tax: number;
          tax_rate: number;
          total: number;
          updated_at?: string;
        };
        Update: {
          cancelled_by_customer_at?: string | null;
          created_at?: string;
          customer_company?: string | null;
          customer_department?: string | null;
          customer_ifu?: string | null;
          customer_rccm?: string | null;
          delivery_address?: string;
          delivery_name?: string;
          delivery_phone?: string;
          guest_email?: string | null;
          id?: string;
          notes?: string | null;
          notice_channel?: 'sms' | 'whatsapp' | null;
          number?: number;
          payment_method?: 'on_delivery' | 'mobile_money' | 'online';
          profile_id?: string | null;
          purchase_order_ref?: string | null;
          search_text?: never;
          shipping?: number;
          status?: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
          subtotal?: number;
          tax?: number;
          tax_rate?: number;
          total?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      payment_attempts: {
        Row: {
          amount: number;
          check_count: number;
          checked_at: string | null;
          created_at: string;
          currency: string;
          id: string;
          invoice_id: string | null;
          payment_id: string | null;
          payment_url: string | null;
          problem: string | null;
          profile_id: string | null;
          provider: 'cinetpay' | 'test';
          status: 'pending' | 'paid' | 'refused' | 'mismatch' | 'unknown';
          transaction_id: string;
        };
        Insert: {
          amount: number;
          check_count?: number;
          checked_at?: string | null;
          created_at?: string;
          currency?: string;
          id?: string;
          invoice_id?: string | null;
          payment_id?: string | null;
          payment_url?: string | null;
          problem?: string | null;
          profile_id?: string | null;
          provider: 'cinetpay' | 'test';
          status?: 'pending' | 'paid' | 'refused' | 'mismatch' | 'unknown';
          transaction_id: string;
        };
        Update: {
          amount?: number;
          check_count?: number;
          checked_at?: string | null;
          created_at?: string;
          currency?: string;
          id?: string;
          invoice_id?: string | null;
          payment_id?: string | null;
          payment_url?: string | null;
          problem?: string | null;
          profile_id?: string | null;
          provider?: 'cinetpay' | 'test';
          status?: 'pending' | 'paid' | 'refused' | 'mismatch' | 'unknown';
          transaction_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_attempts_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payment_attempts_payment_id_fkey';
            columns: ['payment_id'];
            isOneToOne: false;
            referencedRelation: 'payments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payment_attempts_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      payment_reminders: {
        Row: {
          channels: ('email' | 'sms' | 'whatsapp')[];
          created_at: string;
          customer_key: string;
          id: string;
          invoice_id: string;
          sent_on: string;
          step: number;
        };
        Insert: {
          channels?: ('email' | 'sms' | 'whatsapp')[];
          created_at?: string;
          customer_key: string;
          id?: string;
          invoice_id: string;
          sent_on: string;
          step: number;
        };
        Update: {
          channels?: ('email' | 'sms' | 'whatsapp')[];
          created_at?: string;
          customer_key?: string;
          id?: string;
          invoice_id?: string;
          sent_on?: string;
          step?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'payment_reminders_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
        ];
      };
      payments: {
        Row: {
          amount: number;
          created_at: string;
          id: string;
          invoice_id: string;
          method: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          paid_on: string;
          provider: 'cinetpay' | 'test' | null;
          provider_transaction_id: string | null;
          recorded_by: string | null;
          reference: string | null;
        };
        Insert: {
          amount: number;
          created_at?: string;
          id?: string;
          invoice_id: string;
          method: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          paid_on?: string;
          provider?: 'cinetpay' | 'test' | null;
          provider_transaction_id?: string | null;
          recorded_by?: string | null;
          reference?: string | null;
        };
        Update: {
          amount?: number;
          created_at?: string;
          id?: string;
          invoice_id?: string;
          method?: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          paid_on?: string;
          provider?: 'cinetpay' | 'test' | null;
          provider_transaction_id?: string | null;
          recorded_by?: string | null;
          reference?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'payments_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'payments_recorded_by_fkey';
            columns: ['recorded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      product_categories: {
        Row: {
          created_at: string;
          icon: string;
          id: string;
          name: string;
          position: number;
          slug: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          icon?: string;
          id?: string;
          name: string;
          position?: number;
          slug: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          icon?: string;
          id?: string;
          name?: string;
          position?: number;
          slug?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      products: {
        Row: {
          category: string;
          created_at: string;
          description: string;
          features: string[];
          id: string;
          images: string[];
          in_stock: boolean;
          name: string;
          price: number;
          published: boolean;
          search_text: string | null;
          slug: string;
          specs: Json;
          updated_at: string;
          warranty_months: number;
        };
        Insert: {
          category: string;
          created_at?: string;
          description?: string;
          features?: string[];
          id?: string;
          images?: string[];
          in_stock?: boolean;
          name: string;
          price: number;
          published?: boolean;
          search_text?: never;
          slug: string;
          specs?: Json;
          updated_at?: string;
          warranty_months?: number;
        };
        Update: {
          category?: string;
          created_at?: string;
          description?: string;
          features?: string[];
          id?: string;
          images?: string[];
          in_stock?: boolean;
          name?: string;
          price?: number;
          published?: boolean;
          search_text?: never;
          slug?: string;
          specs?: Json;
          updated_at?: string;
          warranty_months?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_fkey';
            columns: ['category'];
            isOneToOne: false;
            referencedRelation: 'product_categories';
            referencedColumns: ['slug'];
          },
        ];
      };
      profiles: {
        Row: {
          account_phone: string | null;
          company: string | null;
          created_at: string;
          department: string | null;
          email: string | null;
          full_name: string | null;
          id: string;
          ifu: string | null;
          phone: string | null;
          rccm: string | null;
          reminders_paused: boolean;
          role: 'customer' | 'admin';
          search_text: string | null;
          updated_at: string;
        };
        Insert: {
          account_phone?: string | null;
          company?: string | null;
          created_at?: string;
          department?: string | null;
          email?: string | null;
          full_name?: string | null;
          id: string;
          ifu?: string | null;
          phone?: string | null;
          rccm?: string | null;
          reminders_paused?: boolean;
          role?: 'customer' | 'admin';
          search_text?: never;
          updated_at?: string;
        };
        Update: {
          account_phone?: string | null;
          company?: string | null;
          created_at?: string;
          department?: string | null;
          email?: string | null;
          full_name?: string | null;
          id?: string;
          ifu?: string | null;
          phone?: string | null;
          rccm?: string | null;
          reminders_paused?: boolean;
          role?: 'customer' | 'admin';
          search_text?: never;
          updated_at?: string;
        };
        Relationships: [];
      };
      public_site_settings: {
        Row: {
          address: string | null;
          bank_account: string | null;
          bank_name: string | null;
          booking_horizon_days: number | null;
          city: string | null;
          closed_days: Json | null;
          company_name: string | null;
          country: string | null;
          email_general: string | null;
          email_support: string | null;
          facebook_url: string | null;
          id: number;
          ifu: string | null;
          latitude: number | null;
          legal_name: string | null;
          linkedin_url: string | null;
          logo_path: string | null;
          longitude: number | null;
          moov_money_number: string | null;
          online_payment: boolean;
          orange_money_number: string | null;
          phone_main: string | null;
          phone_support: string | null;
          prices_include_tax: boolean | null;
          rccm: string | null;
          tax_division: string | null;
          tax_rate: number | null;
          tax_regime: string | null;
          updated_at: string | null;
          weekly_hours: Json | null;
          whatsapp_number: string | null;
        };
        Insert: {
          address?: string | null;
          bank_account?: string | null;
          bank_name?: string | null;
          booking_horizon_days?: number | null;
          city?: string | null;
          closed_days?: Json | null;
          company_name?: string | null;
          country?: string | null;
          email_general?: string | null;
          email_support?: string | null;
          facebook_url?: string | null;
          id: number;
          ifu?: string | null;
          latitude?: number | null;
          legal_name?: string | null;
          linkedin_url?: string | null;
          logo_path?: string | null;
          longitude?: number | null;
          moov_money_number?: string | null;
          online_payment?: boolean;
          orange_money_number?: string | null;
          phone_main?: string | null;
          phone_support?: string | null;
          prices_include_tax?: boolean | null;
          rccm?: string | null;
          tax_division?: string | null;
          tax_rate?: number | null;
          tax_regime?: string | null;
          updated_at?: string | null;
          weekly_hours?: Json | null;
          whatsapp_number?: string | null;
        };
        Update: {
          address?: string | null;
          bank_account?: string | null;
          bank_name?: string | null;
          booking_horizon_days?: number | null;
          city?: string | null;
          closed_days?: Json | null;
          company_name?: string | null;
          country?: string | null;
          email_general?: string | null;
          email_support?: string | null;
          facebook_url?: string | null;
          id?: number;
          ifu?: string | null;
          latitude?: number | null;
          legal_name?: string | null;
          linkedin_url?: string | null;
          logo_path?: string | null;
          longitude?: number | null;
          moov_money_number?: string | null;
          online_payment?: boolean;
          orange_money_number?: string | null;
          phone_main?: string | null;
          phone_support?: string | null;
          prices_include_tax?: boolean | null;
          rccm?: string | null;
          tax_division?: string | null;
          tax_rate?: number | null;
          tax_regime?: string | null;
          updated_at?: string | null;
          weekly_hours?: Json | null;
          whatsapp_number?: string | null;
        };
        Relationships: [];
      };
      quote_lines: {
        Row: {
          created_at: string;
          description: string;
          discount_percent: number;
          id: string;
          line_total: number | null;
          net_unit_price: number | null;
          position: number;
          product_id: string | null;
          quantity: number;
          quote_id: string;
          unit_price: number;
        };
        Insert: {
          created_at?: string;
          description: string;
          discount_percent?: number;
          id?: string;
          line_total?: never;
          net_unit_price?: never;
          position?: number;
          product_id?: string | null;
          quantity: number;
          quote_id: string;
          unit_price: number;
        };
        Update: {
          created_at?: string;
          description?: string;
          discount_percent?: number;
          id?: string;
          line_total?: never;
          net_unit_price?: never;
          position?: number;
          product_id?: string | null;
          quantity?: number;
          quote_id?: string;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'quote_lines_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'quote_lines_quote_id_fkey';
            columns: ['quote_id'];
            isOneToOne: false;
            referencedRelation: 'quotes';
            referencedColumns: ['id'];
          },
        ];
      };
      quotes: {
        Row: {
          acceptance_document: string | null;
          acceptance_recorded_by: string | null;
          accepted_at: string | null;
          accepted_by_name: string | null;
          accepted_via: 'online' | 'paper' | 'email' | 'phone' | null;
          answer_amount: number | null;
          answer_message: string | null;
          answered_at: string | null;
          budget: 'under-500000' | '500000-2500000' | '2500000-5000000' | '5000000-12500000' | 'above-12500000' | 'not-sure' | null;
          company: string | null;
          created_at: string;
          customer_department: string | null;
          customer_ifu: string | null;
          customer_rccm: string | null;
          decline_reason: string | null;
          declined_at: string | null;
          email: string;
          id: string;
          message: string | null;
          name: string;
          notes: string | null;
          number: string | null;
          offer_status: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
          order_id: string | null;
          phone: string;
          profile_id: string | null;
          project_type: 'hardware-upgrade' | 'software-implementation' | 'network-infrastructure' | 'website-development' | 'it-consulting' | 'other';
          purchase_order_ref: string | null;
          request_status: 'pending' | 'accepted' | 'declined';
          requested_items: Json;
          search_text: string | null;
          sent_at: string | null;
          services: ('hardware-sales' | 'software-sales' | 'network-setup' | 'website-design' | 'cloud-solutions' | 'it-security' | 'data-backup' | 'maintenance')[];
          stage: 'requested' | 'sent' | 'accepted' | 'declined' | 'expired' | 'converted' | null;
          started_by_office: boolean;
          tax_rate: number | null;
          timeline: 'asap' | '1-2-weeks' | '1-month' | '1-3-months' | '3-6-months' | 'flexible' | null;
          total_ht: number;
          total_ttc: number;
          total_tva: number;
          updated_at: string;
          valid_until: string | null;
        };
        Insert: {
          acceptance_document?: string | null;
          acceptance_recorded_by?: string | null;
          accepted_at?: string | null;
          accepted_by_name?: string | null;
          accepted_via?: 'online' | 'paper' | 'email' | 'phone' | null;
          answer_amount?: number | null;
          answer_message?: string | null;
          answered_at?: string | null;
          budget?: 'under-500000' | '500000-2500000' | '2500000-5000000' | '5000000-12500000' | 'above-12500000' | 'not-sure' | null;
          company?: string | null;
          created_at?: string;
          customer_department?: string | null;
          customer_ifu?: string | null;
          customer_rccm?: string | null;
          decline_reason?: string | null;
          declined_at?: string | null;
          email: string;
          id?: string;
          message?: string | null;
          name: string;
          notes?: string | null;
          number?: string | null;
          offer_status?: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
          order_id?: string | null;
          phone: string;
          profile_id?: string | null;
          project_type: 'hardware-upgrade' | 'software-implementation' | 'network-infrastructure' | 'website-development' | 'it-consulting' | 'other';
          purchase_order_ref?: string | null;
          request_status?: 'pending' | 'accepted' | 'declined';
          requested_items?: Json;
          search_text?: never;
          sent_at?: string | null;
          services: ('hardware-sales' | 'software-sales' | 'network-setup' | 'website-design' | 'cloud-solutions' | 'it-security' | 'data-backup' | 'maintenance')[];
          stage?: never;
          started_by_office?: boolean;
          tax_rate?: number | null;
          timeline?: 'asap' | '1-2-weeks' | '1-month' | '1-3-months' | '3-6-months' | 'flexible' | null;
          total_ht?: number;
          total_ttc?: number;
          total_tva?: number;
          updated_at?: string;
          valid_until?: string | null;
        };
        Update: {
          acceptance_document?: string | null;
          acceptance_recorded_by?: string | null;
          accepted_at?: string | null;
          accepted_by_name?: string | null;
          accepted_via?: 'online' | 'paper' | 'email' | 'phone' | null;
          answer_amount?: number | null;
          answer_message?: string | null;
          answered_at?: string | null;
          budget?: 'under-500000' | '500000-2500000' | '2500000-5000000' | '5000000-12500000' | 'above-12500000' | 'not-sure' | null;
          company?: string | null;
          created_at?: string;
          customer_department?: string | null;
          customer_ifu?: string | null;
          customer_rccm?: string | null;
          decline_reason?: string | null;
          declined_at?: string | null;
          email?: string;
          id?: string;
          message?: string | null;
          name?: string;
          notes?: string | null;
          number?: string | null;
          offer_status?: 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';
          order_id?: string | null;
          phone?: string;
          profile_id?: string | null;
          project_type?: 'hardware-upgrade' | 'software-implementation' | 'network-infrastructure' | 'website-development' | 'it-consulting' | 'other';
          purchase_order_ref?: string | null;
          request_status?: 'pending' | 'accepted' | 'declined';
          requested_items?: Json;
          search_text?: never;
          sent_at?: string | null;
          services?: ('hardware-sales' | 'software-sales' | 'network-setup' | 'website-design' | 'cloud-solutions' | 'it-security' | 'data-backup' | 'maintenance')[];
          stage?: never;
          started_by_office?: boolean;
          tax_rate?: number | null;
          timeline?: 'asap' | '1-2-weeks' | '1-month' | '1-3-months' | '3-6-months' | 'flexible' | null;
          total_ht?: number;
          total_ttc?: number;
          total_tva?: number;
          updated_at?: string;
          valid_until?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'quotes_acceptance_recorded_by_fkey';
            columns: ['acceptance_recorded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'quotes_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'quotes_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      refunds: {
        Row: {
          amount: number;
          created_at: string;
          id: string;
          invoice_id: string;
          method: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          recorded_by: string | null;
          reference: string | null;
          refunded_on: string;
        };
        Insert: {
          amount: number;
          created_at?: string;
          id?: string;
          invoice_id: string;
          method: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          recorded_by?: string | null;
          reference?: string | null;
          refunded_on?: string;
        };
        Update: {
          amount?: number;
          created_at?: string;
          id?: string;
          invoice_id?: string;
          method?: 'cash' | 'orange_money' | 'moov_money' | 'bank_transfer' | 'cheque';
          recorded_by?: string | null;
          reference?: string | null;
          refunded_on?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'refunds_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'refunds_recorded_by_fkey';
            columns: ['recorded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      site_settings: {
        Row: {
          address: string;
          admin_mfa_required: boolean;
          bank_account: string;
          bank_name: string;
          booking_horizon_days: number;
          city: string;
          closed_days: Json;
          company_name: string;
          country: string;
          email_general: string;
          email_support: string;
          facebook_url: string | null;
          id: number;
          ifu: string;
          latitude: number | null;
          legal_name: string;
          linkedin_url: string | null;
          logo_path: string;
          longitude: number | null;
          moov_money_number: string;
          notification_email: string;
          orange_money_number: string;
          phone_main: string;
          phone_support: string;
          prices_include_tax: boolean;
          rccm: string;
          reminder_days: number[];
          support_targets: Json;
          tax_division: string;
          tax_rate: number;
          tax_regime: string;
          updated_at: string;
          weekly_hours: Json;
          whatsapp_number: string;
        };
        Insert: {
          address?: string;
          admin_mfa_required?: boolean;
          bank_account?: string;
          bank_name?: string;
          booking_horizon_days?: number;
          city?: string;
          closed_days?: Json;
          company_name?: string;
          country?: string;
          email_general?: string;
          email_support?: string;
          facebook_url?: string | null;
          id?: number;
          ifu?: string;
          latitude?: number | null;
          legal_name?: string;
          linkedin_url?: string | null;
          logo_path?: string;
          longitude?: number | null;
          moov_money_number?: string;
          notification_email?: string;
          orange_money_number?: string;
          phone_main?: string;
          phone_support?: string;
          prices_include_tax?: boolean;
          rccm?: string;
          reminder_days?: number[];
          support_targets?: Json;
          tax_division?: string;
          tax_rate?: number;
          tax_regime?: string;
          updated_at?: string;
          weekly_hours?: Json;
          whatsapp_number?: string;
        };
        Update: {
          address?: string;
          admin_mfa_required?: boolean;
          bank_account?: string;
          bank_name?: string;
          booking_horizon_days?: number;
          city?: string;
          closed_days?: Json;
          company_name?: string;
          country?: string;
          email_general?: string;
          email_support?: string;
          facebook_url?: string | null;
          id?: number;
          ifu?: string;
          latitude?: number | null;
          legal_name?: string;
          linkedin_url?: string | null;
          logo_path?: string;
          longitude?: number | null;
          moov_money_number?: string;
          notification_email?: string;
          orange_money_number?: string;
          phone_main?: string;
          phone_support?: string;
          prices_include_tax?: boolean;
          rccm?: string;
          reminder_days?: number[];
          support_targets?: Json;
          tax_division?: string;
          tax_rate?: number;
          tax_regime?: string;
          updated_at?: string;
          weekly_hours?: Json;
          whatsapp_number?: string;
        };
        Relationships: [];
      };
      support_messages: {
        Row: {
          attachments: string[];
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          internal: boolean;
          request_id: string;
        };
        Insert: {
          attachments?: string[];
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          internal?: boolean;
          request_id: string;
        };
        Update: {
          attachments?: string[];
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          internal?: boolean;
          request_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'support_messages_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_messages_request_id_fkey';
            columns: ['request_id'];
            isOneToOne: false;
            referencedRelation: 'support_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      support_requests: {
        Row: {
          appointment_id: string | null;
          assigned_to: string | null;
          attachments: string[];
          closed_at: string | null;
          contact_message_id: string | null;
          created_at: string;
          description: string;
          equipment_id: string | null;
          first_response_at: string | null;
          first_response_due: string | null;
          id: string;
          number: string;
          preferred_channel: 'email' | 'phone' | 'whatsapp';
          profile_id: string | null;
          quote_id: string | null;
          rating: number | null;
          rating_comment: string | null;
          resolution_due: string | null;
          resolved_at: string | null;
          status: 'new' | 'in_progress' | 'waiting_customer' | 'resolved' | 'closed';
          subject: string;
          updated_at: string;
          urgency: 'blocking' | 'annoying' | 'question';
        };
        Insert: {
          appointment_id?: string | null;
          assigned_to?: string | null;
          attachments?: string[];
          closed_at?: string | null;
          contact_message_id?: string | null;
          created_at?: string;
          description: string;
          equipment_id?: string | null;
          first_response_at?: string | null;
          first_response_due?: string | null;
          id?: string;
          number?: string;
          preferred_channel?: 'email' | 'phone' | 'whatsapp';
          profile_id?: string | null;
          quote_id?: string | null;
          rating?: number | null;
          rating_comment?: string | null;
          resolution_due?: string | null;
          resolved_at?: string | null;
          status?: 'new' | 'in_progress' | 'waiting_customer' | 'resolved' | 'closed';
          subject: string;
          updated_at?: string;
          urgency?: 'blocking' | 'annoying' | 'question';
        };
        Update: {
          appointment_id?: string | null;
          assigned_to?: string | null;
          attachments?: string[];
          closed_at?: string | null;
          contact_message_id?: string | null;
          created_at?: string;
          description?: string;
          equipment_id?: string | null;
          first_response_at?: string | null;
          first_response_due?: string | null;
          id?: string;
          number?: string;
          preferred_channel?: 'email' | 'phone' | 'whatsapp';
          profile_id?: string | null;
          quote_id?: string | null;
          rating?: number | null;
          rating_comment?: string | null;
          resolution_due?: string | null;
          resolved_at?: string | null;
          status?: 'new' | 'in_progress' | 'waiting_customer' | 'resolved' | 'closed';
          subject?: string;
          updated_at?: string;
          urgency?: 'blocking' | 'annoying' | 'question';
        };
        Relationships: [
          {
            foreignKeyName: 'support_requests_appointment_id_fkey';
            columns: ['appointment_id'];
            isOneToOne: false;
            referencedRelation: 'appointments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_requests_assigned_to_fkey';
            columns: ['assigned_to'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_requests_contact_message_id_fkey';
            columns: ['contact_message_id'];
            isOneToOne: true;
            referencedRelation: 'contact_messages';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_requests_equipment_id_fkey';
            columns: ['equipment_id'];
            isOneToOne: false;
            referencedRelation: 'equipment';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_requests_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'support_requests_quote_id_fkey';
            columns: ['quote_id'];
            isOneToOne: false;
            referencedRelation: 'quotes';
            referencedColumns: ['id'];
          },
        ];
      };
      web_vitals: {
        Row: {
          connection: 'slow-2g' | '2g' | '3g' | '4g' | null;
          created_at: string;
          device: 'phone' | 'tablet' | 'desktop';
          id: number;
          metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          path: string;
          value: number;
        };
        Insert: {
          connection?: 'slow-2g' | '2g' | '3g' | '4g' | null;
          created_at?: string;
          device: 'phone' | 'tablet' | 'desktop';
          id?: number;
          metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          path: string;
          value: number;
        };
        Update: {
          connection?: 'slow-2g' | '2g' | '3g' | '4g' | null;
          created_at?: string;
          device?: 'phone' | 'tablet' | 'desktop';
          id?: number;
          metric?: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
          path?: string;
          value?: number;
        };
        Relationships: [];
      };
    };
    Views: {
      public_blog_posts: {
        Row: {
          author_name: string | null;
          content: string | null;
          created_at: string | null;
          excerpt: string | null;
          id: string | null;
          image_url: string | null;
          published_at: string | null;
          slug: string | null;
          title: string | null;
          updated_at: string | null;
        };
        Insert: {
          author_name?: string | null;
          content?: string | null;
          created_at?: string | null;
          excerpt?: string | null;
          id?: string | null;
          image_url?: string | null;
          published_at?: string | null;
          slug?: string | null;
          title?: string | null;
          updated_at?: string | null;
        };
        Update: {
          author_name?: string | null;
          content?: string | null;
          created_at?: string | null;
          excerpt?: string | null;
          id?: string | null;
          image_url?: string | null;
          published_at?: string | null;
          slug?: string | null;
          title?: string | null;
          updated_at?: string | null;
        };
        Relationships: [];
      };
      receivables: {
        Row: {
          balance: number | null;
          company: string | null;
          customer_credit: number | null;
          email: string | null;
          full_name: string | null;
          id: string | null;
          not_due: number | null;
          oldest_due_date: string | null;
          overdue_0_30: number | null;
          overdue_31_60: number | null;
          overdue_61_90: number | null;
          overdue_over_90: number | null;
          overdue_total: number | null;
        };
        Relationships: [];
      };
      receivables_totals: {
        Row: {
          balance: number | null;
          customer_credit: number | null;
          customers: number | null;
          not_due: number | null;
          overdue_0_30: number | null;
          overdue_31_60: number | null;
          overdue_61_90: number | null;
          overdue_over_90: number | null;
          overdue_total: number | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      accept_my_quote: {
        Args: {
          quote_id: string;
          signer_name: string;
        };
        Returns: Json;
      };
      accept_quote_by_token: {
        Args: {
          token: string;
          signer_name: string;
        };
        Returns: Json;
      };
      admin_access: {
        Args: never;
        Returns: string;
      };
      admin_certification_backlog: {
        Args: never;
        Returns: {
          waiting: number;
          waiting_since: string;
          refused: number;
        }[];
      };
      admin_invoicing_per_month: {
        Args: {
          months?: number;
        };
        Returns: {
          month: string;
          invoiced: number;
          collected: number;
        }[];
      };
      admin_offer_conversion: {
        Args: {
          months?: number;
        };
        Returns: {
          sent: number;
          accepted: number;
          declined: number;
          expired: number;
          waiting: number;
          conversion_rate: number;
        }[];
      };
      admin_orders_per_month: {
        Args: {
          months?: number;
        };
        Returns: {
          month: string;
          orders: number;
          revenue: number;
        }[];
      };
      admin_quote_acceptance: {
        Args: never;
        Returns: {
          accepted: number;
          declined: number;
          pending: number;
          acceptance_rate: number;
        }[];
      };
      admin_requests_per_week: {
        Args: {
          weeks?: number;
        };
        Returns: {
          week: string;
          appointments: number;
          quotes: number;
          messages: number;
        }[];
      };
      admin_web_vitals_daily: {
        Args: {
          days?: number;
        };
        Returns: {
          day: string;
          metric: string;
          p75: number;
          samples: number;
        }[];
      };
      admin_web_vitals_p75: {
        Args: {
          days?: number;
        };
        Returns: {
          dimension: string;
          label: string;
          metric: string;
          p75: number;
          samples: number;
        }[];
      };
      appointment_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      available_slots: {
        Args: {
          day: string;
        };
        Returns: string[];
      };
      book_support_intervention: {
        Args: {
          request: string;
          day: string;
          start: string;
          place: string;
          address?: string;
          notes?: string;
        };
        Returns: Database['public']['Tables']['appointments']['Row'];
        SetofOptions: {
          from: '*';
          to: 'appointments';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      cancel_appointment_by_token: {
        Args: {
          token: string;
          reason?: string;
        };
        Returns: Json;
      };
      cancel_my_appointment: {
        Args: {
          appointment_id: string;
          reason?: string;
        };
        Returns: Json;
      };
      cancel_my_order: {
        Args: {
          order_id: string;
        };
        Returns: Json;
      };
      cancel_order_with_credit_note: {
        Args: {
          order_id: string;
          reason?: string;
        };
        Returns: Json;
      };
      certify_document_again: {
        Args: {
          document: string;
          document_id: string;
          customer_ifu?: string;
        };
        Returns: Json;
      };
      convert_quote_to_order: {
        Args: {
          quote_id: string;
          delivery_address?: string;
        };
        Returns: Json;
      };
      correct_refused_invoice: {
        Args: {
          invoice_id: string;
          lines: Json;
          customer?: Json;
        };
        Returns: Json;
      };
      customer_statement: {
        Args: {
          customer_id: string;
          period_start?: string;
          period_end?: string;
        };
        Returns: Json;
      };
      days_with_free_slots: {
        Args: {
          first_day: string;
          last_day: string;
        };
        Returns: string[];
      };
      decline_my_quote: {
        Args: {
          quote_id: string;
          reason: string;
        };
        Returns: Json;
      };
      decline_quote_by_token: {
        Args: {
          token: string;
          reason: string;
        };
        Returns: Json;
      };
      invoice_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      issue_credit_note: {
        Args: {
          invoice_id: string;
          reason: string;
          amount_ht?: number;
        };
        Returns: Json;
      };
      issue_invoice: {
        Args: {
          order_id: string;
          due_date?: string;
        };
        Returns: Json;
      };
      late: {
        Args: {
          request: unknown;
        };
        Returns: boolean;
      };
      missing_seller_details: {
        Args: never;
        Returns: string[];
      };
      move_appointment_by_token: {
        Args: {
          token: string;
          new_date: string;
          new_time: string;
        };
        Returns: Json;
      };
      move_my_appointment: {
        Args: {
          appointment_id: string;
          new_date: string;
          new_time: string;
        };
        Returns: Json;
      };
      order_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      order_document_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      place_order: {
        Args: {
          items: Json;
          delivery: Json;
        };
        Returns: Json;
      };
      quote_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      quote_document_by_token: {
        Args: {
          token: string;
        };
        Returns: Json;
      };
      quote_lines_from_request: {
        Args: {
          quote_id: string;
        };
        Returns: number;
      };
      record_quote_acceptance: {
        Args: {
          quote_id: string;
          signer_name: string;
          accepted_on: string;
          via: string;
          document_path?: string;
        };
        Returns: Json;
      };
      reset_admin_mfa: {
        Args: {
          target_id: string;
        };
        Returns: number;
      };
      search_products: {
        Args: {
          search: string;
        };
        Returns: Database['public']['Tables']['products']['Row'][];
        SetofOptions: {
          from: '*';
          to: 'products';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      send_customer_statement: {
        Args: {
          customer_id: string;
          period_start?: string;
          period_end?: string;
        };
        Returns: Json;
      };
      start_quote_for_customer: {
        Args: {
          customer_id: string;
          project_type: string;
          services: string[];
          message?: string;
          phone?: string;
        };
        Returns: Json;
      };
      start_quote_for_support_request: {
        Args: {
          request: string;
        };
        Returns: Json;
      };
      support_request_from_message: {
        Args: {
          message: string;
          urgency?: string;
        };
        Returns: Database['public']['Tables']['support_requests']['Row'];
        SetofOptions: {
          from: '*';
          to: 'support_requests';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

/** A table's or view's row: `Tables<'orders'>`. */
export type Tables<Name extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> =
  Name extends keyof PublicSchema['Tables']
    ? PublicSchema['Tables'][Name]['Row']
    : Name extends keyof PublicSchema['Views']
      ? PublicSchema['Views'][Name]['Row']
      : never;

/** What an insert into a table may send: `TablesInsert<'appointments'>`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table may send: `TablesUpdate<'orders'>`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];

/** A function's arguments and result: `FunctionReturns<'available_slots'>`. */
export type FunctionArgs<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name]['Args'];
export type FunctionReturns<Name extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][Name]['Returns'];

export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
